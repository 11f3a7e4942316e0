// Text stored as sanitized HTML (the server keeps only an allow-list of tags) and edited as plain
// text: paragraphs separated by a blank line, line breaks kept.
import { decodeEntities } from '@reedmere/web-kit';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Stored HTML as text for the textarea: blocks become paragraphs, <br> a line break. */
export function textFromParagraphs(html: string | null | undefined): string {
  const source = html ?? '';
  const text = source
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|blockquote|ul|ol)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text from the textarea as HTML paragraphs; what was typed is escaped, never read as markup. */
export function paragraphsFromText(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => escapeHtml(line.trim()))
        .filter((line) => line !== '')
        .join('<br>'),
    )
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');
}
