export {
  articleByline,
  articleExcerpt,
  DEFAULT_AUTHOR,
  DEFAULT_CATEGORY,
  EXCERPT_LENGTH,
  FEATURED_EXCERPT_LENGTH,
  htmlToText,
  NEWS_CATEGORIES,
} from './shared/article-defaults';
export type { ArticleByline, ArticleText, NewsCategory } from './shared/article-defaults';
