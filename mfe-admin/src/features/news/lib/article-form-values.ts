import type { NewsArticle, NewsArticleInput } from '@reedmere/contracts';
import { cleanChips } from '../../../shared/chip-input/chip-text';
import { errorsOf, fieldError, showsMessage } from '../../../shared/field-table/field-checks';
import type { TableValues } from '../../../shared/field-table/field-kinds';
import {
  emptyValue,
  sentValue,
  storedValue,
  valuesOf,
} from '../../../shared/field-table/field-values';
import { ARTICLE_FIELD_KEYS, ARTICLE_FIELDS, type ArticleFieldKey } from './article-fields';

/** The form's values, one per field of the table, and whether the slug was typed by hand. */
export type ArticleFormValues = TableValues<typeof ARTICLE_FIELDS> & {
  /** Once the admin types a slug, the title no longer rewrites it. The form's own: not sent. */
  slugEdited: boolean;
};

export type ArticleFormErrors = Partial<Record<ArticleFieldKey, string>>;

/** The fields that can carry a message, in their order on screen: the first invalid one gets the focus. */
export const FORM_FIELD_ORDER: readonly ArticleFieldKey[] = ARTICLE_FIELD_KEYS.filter((key) =>
  showsMessage(ARTICLE_FIELDS[key]),
);

export const emptyArticleForm = (): ArticleFormValues => ({
  ...(valuesOf(ARTICLE_FIELDS, emptyValue) as TableValues<typeof ARTICLE_FIELDS>),
  slugEdited: false,
});

/** A saved article keeps its slug: its public address should not move when the title changes. */
export const articleFormFromArticle = (article: NewsArticle): ArticleFormValues => ({
  ...(valuesOf(ARTICLE_FIELDS, (field, key) =>
    storedValue(field, article[key], article),
  ) as TableValues<typeof ARTICLE_FIELDS>),
  slugEdited: true,
});

/** Title, slug and content required, plus the schema's limits. */
export const validateArticleForm = (values: ArticleFormValues): ArticleFormErrors =>
  errorsOf(ARTICLE_FIELDS, (field, key) => fieldError(field, key, values));

/** Tags trimmed, blanks dropped, repeats (ignoring case) kept once. */
export const cleanTags = (tags: readonly string[]): string[] =>
  cleanChips(tags, ARTICLE_FIELDS.tags);

export interface ArticleInputExtras {
  /** The featured image's stored URL once held files are uploaded; null for none. */
  featuredImage: string | null;
  /** The saved article's publishedAt: kept as is when the date was not changed. */
  previousPublishedAt?: string | null;
}

/** The body of POST/PUT /api/news. */
export const articleInputFromForm = (
  values: ArticleFormValues,
  { featuredImage, previousPublishedAt = null }: ArticleInputExtras,
): NewsArticleInput =>
  valuesOf(ARTICLE_FIELDS, (field, key) =>
    sentValue(field, key, values, {
      uploaded: { featuredImage: featuredImage === null ? [] : [featuredImage] },
      stored: { publishedAt: previousPublishedAt },
    }),
  ) as NewsArticleInput;
