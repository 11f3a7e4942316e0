import DOMPurify from 'dompurify';

/**
 * Stored rich text (property descriptions, article bodies) ready for `dangerouslySetInnerHTML`.
 * The service sanitizes it when it is written; the browser sanitizes it again, so a slip on either
 * side cannot run script on the page. On the server there is no DOM for DOMPurify to work with,
 * and the page is rendered from the HTML as stored.
 */
export function storedHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.isSupported ? DOMPurify.sanitize(html) : html;
}
