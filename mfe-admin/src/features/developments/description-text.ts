// Descriptions are stored as sanitized HTML (the server keeps only an allow-list of tags). This
// form edits them as plain text: paragraphs separated by a blank line, line breaks kept.

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Stored HTML as text for the textarea: blocks become paragraphs, <br> a line break. */
export function textFromDescription(html: string | null | undefined): string {
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
export function descriptionFromText(text: string): string {
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
