import { isApiError } from '@reedmere/web-kit';
import { ARTICLE_FIELDS, type ArticleField, type ArticleFormErrors } from './article-form-values';

const isArticleField = (field: unknown): field is ArticleField =>
  typeof field === 'string' && (ARTICLE_FIELDS as readonly string[]).includes(field);

/**
 * The field problems of a refused save, to show under the fields: a 400 lists them as
 * `errors: [{ field, message }]`; a 409 is the unique slug.
 */
export function serverFieldErrors(error: unknown): ArticleFormErrors {
  if (!isApiError(error)) return {};
  const found: ArticleFormErrors = {};
  if (error.status === 409 && error.serverMessage) found.slug = error.serverMessage;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (isArticleField(field)) found[field] = message;
  }
  return found;
}
