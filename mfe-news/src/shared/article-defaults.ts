import { AGENCY } from '@reedmere/agency';
import { DEFAULT_NEWS_CATEGORY } from '@reedmere/contracts';
import { htmlToText } from '@reedmere/web-kit';

/** Articles without an author are by the agency itself. */
export const DEFAULT_AUTHOR: string = AGENCY.name;

/** How much of an article's text a card shows when it has no excerpt (more when featured). */
export const EXCERPT_LENGTH = 150;
export const FEATURED_EXCERPT_LENGTH = 200;

export interface ArticleText {
  excerpt?: string | null;
  content?: string | null;
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
    category: article.category?.trim() || DEFAULT_NEWS_CATEGORY,
  };
}
