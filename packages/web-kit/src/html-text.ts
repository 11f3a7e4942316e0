/**
 * Text of stored rich-text HTML, worked out without a DOM so the server and the browser give
 * the same answer (a page rendered on the server hydrates only if they agree). Stored HTML is
 * sanitized when it is written; this only reads its text.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  pound: '£',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

/** Named entities of everyday text and every numeric one; anything else is left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_NAMES =
  'address|article|aside|blockquote|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul';
const BLOCK_TAG = new RegExp(`</?(?:${BLOCK_NAMES})\\b[^>]*>`, 'gi');
const LINE_BREAK = /<br\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;

/** Comments and the content of script, style and template elements: never text. */
function withoutHidden(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The readable text as one line: block tags and line breaks become spaces (so
 * "<p>One</p><p>Two</p>" does not read "OneTwo"), inline tags vanish (so "<b>rose</b>." stays
 * "rose."), entities are decoded and whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const text = withoutHidden(html)
    .replace(BLOCK_TAG, ' ')
    .replace(LINE_BREAK, ' ')
    .replace(ANY_TAG, '');
  return collapse(decodeEntities(text));
}

/**
 * The readable text as paragraphs: each block element starts a new one, as does a blank line
 * in plain text; empty paragraphs are dropped.
 */
export function htmlParagraphs(html: string | null | undefined): string[] {
  const source = (html ?? '').trim();
  if (!source) return [];
  const text = withoutHidden(source)
    .replace(BLOCK_TAG, '\n\n')
    .replace(LINE_BREAK, ' ')
    .replace(ANY_TAG, '');
  return decodeEntities(text)
    .split(/\n\s*\n/)
    .map(collapse)
    .filter((paragraph) => paragraph.length > 0);
}
