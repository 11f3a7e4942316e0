import DOMPurify, { type DOMPurify as Sanitizer } from 'dompurify';

let sanitizer: Sanitizer | undefined;

/**
 * The page's own sanitizer, its settings read once: called without settings, DOMPurify reads its
 * defaults afresh on every call, most of what a short description costs on a phone. An instance
 * of its own, so a setting given elsewhere never applies here.
 */
function pageSanitizer(): Sanitizer {
  if (!sanitizer) {
    sanitizer = DOMPurify(window);
    sanitizer.setConfig({});
  }
  return sanitizer;
}

/** The last texts sanitized: a page drawn again (Back, a second visit) does not redo them. */
const CLEANED_KEPT = 16;
const cleaned = new Map<string, string>();

/**
 * Stored rich text (property descriptions, article bodies) ready for `dangerouslySetInnerHTML`.
 * The service sanitizes it when it is written; the browser sanitizes it again, so a slip on either
 * side cannot run script on the page. On the server there is no DOM for DOMPurify to work with,
 * and the page is rendered from the HTML as stored.
 */
export function storedHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!DOMPurify.isSupported) return html;
  let clean = cleaned.get(html);
  if (clean === undefined) {
    clean = pageSanitizer().sanitize(html);
    if (cleaned.size >= CLEANED_KEPT) cleaned.delete(cleaned.keys().next().value as string);
    cleaned.set(html, clean);
  }
  return clean;
}

/** Runs `work` once the page is idle (a short timeout where the browser has no idle callback). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 50);
  return () => window.clearTimeout(handle);
}

/**
 * Sanitizes stored rich text ahead, one text each time the page is idle, so a page drawn later
 * from a record already in hand (a property opened from a list) does not spend its first frame
 * on it. No more than are kept. Gives the function that stops what is left.
 */
export function storedHtmlAhead(htmls: readonly (string | null | undefined)[]): () => void {
  if (!DOMPurify.isSupported) return () => {};
  const waiting = htmls
    .filter((html): html is string => !!html && !cleaned.has(html))
    .slice(0, CLEANED_KEPT);
  let stop = () => {};
  const next = () => {
    storedHtml(waiting.shift());
    schedule();
  };
  const schedule = () => {
    if (waiting.length > 0) stop = whenIdle(next);
  };
  schedule();
  return () => stop();
}
