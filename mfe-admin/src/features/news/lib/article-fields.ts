import { AGENCY } from '@reedmere/agency';
import {
  DEFAULT_NEWS_CATEGORY,
  NEWS_CATEGORIES,
  type NewsArticle,
  type NewsArticleInput,
} from '@reedmere/contracts';
import { fixedChoices, keysOf, type SharedField } from '../../../shared/field-table/field-kinds';
import { isValidSlug, MAX_SLUG_LENGTH, RESERVED_SLUGS } from '../../../shared/slugify';

/** Limits of the article schema in @reedmere/contracts. */
const TITLE_MAX_LENGTH = 200;
const EXCERPT_MAX_LENGTH = 500;
const AUTHOR_MAX_LENGTH = 120;
const TAG_MAX_LENGTH = 40;
const MAX_TAGS = 20;

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

/** What a slug of the right length must also be. */
function slugRule(slug: string): string | undefined {
  if (RESERVED_SLUGS.includes(slug)) return MESSAGES.slugReserved;
  return isValidSlug(slug) ? undefined : MESSAGES.slugPattern;
}

/**
 * Every field of an article in the admin form, in order on screen: how it is shown, checked, read
 * from the stored record and sent. A field of `NewsArticle` the admin edits is added here; its
 * form value, control, checks and place in the body follow from its entry.
 */
export const ARTICLE_FIELDS = {
  title: {
    kind: 'text',
    label: 'Title',
    required: MESSAGES.titleRequired,
    max: TITLE_MAX_LENGTH,
    tooLong: MESSAGES.titleTooLong,
    wide: true,
  },
  // Drawn by the form: it follows the title and shows the public address.
  slug: {
    kind: 'text',
    label: 'Slug',
    required: MESSAGES.slugRequired,
    max: MAX_SLUG_LENGTH,
    tooLong: MESSAGES.slugTooLong,
    rule: slugRule,
  },
  excerpt: {
    kind: 'text',
    label: 'Excerpt',
    helperText: 'Optional summary for the news list.',
    counted: true,
    max: EXCERPT_MAX_LENGTH,
    tooLong: MESSAGES.excerptTooLong,
    rows: 2,
    wide: true,
  },
  content: { kind: 'richText', label: 'Content', required: MESSAGES.contentRequired },
  featuredImage: { kind: 'gallery', label: 'Featured image', max: 1, single: true },
  author: {
    kind: 'text',
    label: 'Author',
    helperText: 'Leave empty to use the agency name',
    // Sent empty, the server fills in the agency's name.
    initial: AGENCY.name,
    max: AUTHOR_MAX_LENGTH,
    tooLong: MESSAGES.authorTooLong,
  },
  category: {
    kind: 'choice',
    label: 'Category',
    choices: fixedChoices(NEWS_CATEGORIES),
    initial: DEFAULT_NEWS_CATEGORY,
    menu: true,
  },
  tags: {
    kind: 'chips',
    label: 'Tags',
    helperText: 'Press Enter after each tag, or separate them with commas',
    max: MAX_TAGS,
    tooMany: MESSAGES.tooManyTags,
    maxLength: TAG_MAX_LENGTH,
    tooLong: MESSAGES.tagTooLong,
  },
  isPublished: { kind: 'switch', label: 'Published' },
  // A draft sends no date (the server stores none); a published article without one gets the
  // server's "now".
  publishedAt: {
    kind: 'timestamp',
    label: 'Published date',
    helperText: 'Leave empty to use the moment of saving',
    onlyWhen: { field: 'isPublished', is: true },
  },
  // Exactly the fields of the body the form sends.
} as const satisfies Record<keyof NewsArticleInput, SharedField<NewsArticle>>;

export type ArticleFieldKey = keyof typeof ARTICLE_FIELDS;

/** The fields in their order on screen. */
export const ARTICLE_FIELD_KEYS = keysOf(ARTICLE_FIELDS);
