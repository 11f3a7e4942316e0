import { AGENCY } from '@reedmere/agency';

/** Spec section 3: the categories an article can have, and the defaults. */
export const NEWS_CATEGORIES = [
  'Market Update',
  'Property News',
  'Investment Tips',
  'Company News',
  'Industry Insights',
] as const;

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const DEFAULT_CATEGORY: NewsCategory = 'Market Update';

/** Articles without an author are by the agency itself. */
export const DEFAULT_AUTHOR: string = AGENCY.name;

/** Spec section 9: the excerpt fallback lengths. */
export const EXCERPT_LENGTH = 150;
export const FEATURED_EXCERPT_LENGTH = 200;

export interface ArticleText {
  excerpt?: string | null;
  content?: string | null;
}

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

function decodeEntities(text: string): string {
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

const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

/**
 * The readable text of stored article HTML: no tags, no script or style content, entities
 * decoded, whitespace collapsed. Runs without a DOM so the server can use it as well.
 */
export function htmlToText(html: string): string {
  const withoutHidden = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  // Block tags become spaces so "<p>One</p><p>Two</p>" does not read "OneTwo"; inline tags
  // vanish so "<b>rose</b>." stays "rose.".
  const withoutTags = withoutHidden.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * The excerpt shown on a news card: the article's own excerpt when it has one, otherwise its
 * content as text cut to 150 characters (200 for the featured article) with an ellipsis when
 * something was cut off.
 */
export function articleExcerpt(article: ArticleText, options: { featured?: boolean } = {}): string {
  const own = article.excerpt?.trim();
  if (own) return own;
  const text = htmlToText(article.content ?? '');
  const limit = options.featured ? FEATURED_EXCERPT_LENGTH : EXCERPT_LENGTH;
  if (text.length <= limit) return text;
  return `${text.slice(0, limit).trimEnd()}...`;
}

export interface ArticleByline {
  author?: string | null;
  category?: string | null;
}

/** Author and category as shown: the defaults stand in for missing or blank values. */
export function articleByline(article: ArticleByline): { author: string; category: string } {
  return {
    author: article.author?.trim() || DEFAULT_AUTHOR,
    category: article.category?.trim() || DEFAULT_CATEGORY,
  };
}
