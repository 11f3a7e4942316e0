import { AGENCY } from '@reedmere/agency';
import {
  DEFAULT_NEWS_CATEGORY,
  type NewsArticle,
  type NewsArticleInput,
  type NewsCategory,
} from '@reedmere/contracts';
import { format } from 'date-fns';
import { htmlToText } from '@reedmere/web-kit';
import { galleryFromUrls, type GalleryItem } from '../../../shared/images/gallery-item';
import { isValidSlug, MAX_SLUG_LENGTH, RESERVED_SLUGS } from '../../../shared/slugify';

/** Limits of the article schema in @reedmere/contracts. */
export const TITLE_MAX_LENGTH = 200;
export const EXCERPT_MAX_LENGTH = 500;
export const AUTHOR_MAX_LENGTH = 120;
export const TAG_MAX_LENGTH = 40;
export const MAX_TAGS = 20;

export const MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${TITLE_MAX_LENGTH} characters`,
  slugRequired: 'Slug is required',
  slugPattern: 'Slug may contain lower-case letters, numbers and hyphens only',
  slugTooLong: `Slug must be at most ${MAX_SLUG_LENGTH} characters`,
  slugReserved: 'This slug is reserved; choose another',
  contentRequired: 'Content is required',
  excerptTooLong: `Excerpt must be at most ${EXCERPT_MAX_LENGTH} characters`,
  authorTooLong: `Author must be at most ${AUTHOR_MAX_LENGTH} characters`,
  tooManyTags: `Use at most ${MAX_TAGS} tags`,
  tagTooLong: `Each tag must be at most ${TAG_MAX_LENGTH} characters`,
} as const;

/** The form keeps text as typed; publishedAt is a 'yyyy-MM-dd' date input value or ''. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  /** Once the admin types a slug, the title no longer rewrites it. */
  slugEdited: boolean;
  excerpt: string;
  /** Editor HTML; '' when the editor is empty. */
  content: string;
  featuredImage: GalleryItem[];
  author: string;
  category: NewsCategory;
  tags: string[];
  isPublished: boolean;
  publishedAt: string;
}

/** In the order the fields appear, so the first invalid one can take the focus. */
export const ARTICLE_FIELDS = ['title', 'slug', 'excerpt', 'content', 'author', 'tags'] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];
export type ArticleFormErrors = Partial<Record<ArticleField, string>>;

export const DATE_INPUT_FORMAT = 'yyyy-MM-dd';

/** A date input value for an ISO timestamp, in the admin's own time zone. */
export const dateInputValue = (iso: string | null): string =>
  iso ? format(new Date(iso), DATE_INPUT_FORMAT) : '';

export const emptyArticleForm = (): ArticleFormValues => ({
  title: '',
  slug: '',
  slugEdited: false,
  excerpt: '',
  content: '',
  featuredImage: [],
  author: AGENCY.name,
  category: DEFAULT_NEWS_CATEGORY,
  tags: [],
  isPublished: false,
  publishedAt: '',
});

/** A saved article keeps its slug: its public address should not move when the title changes. */
export const articleFormFromArticle = (article: NewsArticle): ArticleFormValues => ({
  title: article.title,
  slug: article.slug,
  slugEdited: true,
  excerpt: article.excerpt,
  content: article.content,
  featuredImage: article.featuredImage ? galleryFromUrls([article.featuredImage]) : [],
  author: article.author,
  category: article.category,
  tags: [...article.tags],
  isPublished: article.isPublished,
  publishedAt: dateInputValue(article.publishedAt),
});

/** Markup with no words in it (the editor's lone empty paragraph, say) is no content. */
export function isEmptyHtml(html: string): boolean {
  return htmlToText(html) === '';
}

/** Title, slug and content required, plus the schema's limits. */
export function validateArticleForm(values: ArticleFormValues): ArticleFormErrors {
  const errors: ArticleFormErrors = {};
  const title = values.title.trim();
  if (title === '') errors.title = MESSAGES.titleRequired;
  else if (title.length > TITLE_MAX_LENGTH) errors.title = MESSAGES.titleTooLong;

  const slug = values.slug.trim();
  if (slug === '') errors.slug = MESSAGES.slugRequired;
  else if (slug.length > MAX_SLUG_LENGTH) errors.slug = MESSAGES.slugTooLong;
  else if (RESERVED_SLUGS.includes(slug)) errors.slug = MESSAGES.slugReserved;
  else if (!isValidSlug(slug)) errors.slug = MESSAGES.slugPattern;

  if (values.excerpt.trim().length > EXCERPT_MAX_LENGTH) errors.excerpt = MESSAGES.excerptTooLong;
  if (isEmptyHtml(values.content)) errors.content = MESSAGES.contentRequired;
  if (values.author.trim().length > AUTHOR_MAX_LENGTH) errors.author = MESSAGES.authorTooLong;
  if (values.tags.length > MAX_TAGS) errors.tags = MESSAGES.tooManyTags;
  else if (values.tags.some((tag) => tag.trim().length > TAG_MAX_LENGTH)) {
    errors.tags = MESSAGES.tagTooLong;
  }
  return errors;
}

/** Tags trimmed, blanks dropped, repeats (ignoring case) kept once. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** Local midnight of a 'yyyy-MM-dd' value, so "today" is never in the future. */
function startOfLocalDay(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).toISOString();
}

export interface ArticleInputExtras {
  /** The featured image's stored URL once held files are uploaded; null for none. */
  featuredImage: string | null;
  /** The saved article's publishedAt: kept as is when the date was not changed. */
  previousPublishedAt?: string | null;
}

/**
 * The body of POST/PUT /api/news. A draft sends no date (the server stores none); a published
 * article without a date gets the server's "now".
 */
export function articleInputFromForm(
  values: ArticleFormValues,
  { featuredImage, previousPublishedAt = null }: ArticleInputExtras,
): NewsArticleInput {
  let publishedAt: string | null = null;
  if (values.isPublished && values.publishedAt !== '') {
    publishedAt =
      previousPublishedAt && dateInputValue(previousPublishedAt) === values.publishedAt
        ? previousPublishedAt
        : startOfLocalDay(values.publishedAt);
  }
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    featuredImage,
    // Empty: the server fills in the agency's name.
    author: values.author.trim(),
    category: values.category,
    tags: cleanTags(values.tags),
    isPublished: values.isPublished,
    publishedAt,
  };
}
