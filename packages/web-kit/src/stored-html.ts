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
