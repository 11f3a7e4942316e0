import { ARTICLE_FIELDS, type ArticleField, type ArticleFormErrors } from './article-form-values';

const isArticleField = (field: unknown): field is ArticleField =>
  typeof field === 'string' && (ARTICLE_FIELDS as readonly string[]).includes(field);

/**
 * The field problems of a refused save, to show under the fields: a 400 lists them as
 * `errors: [{ field, message }]`; a 409 is the unique slug.
 */
export function serverFieldErrors(error: unknown): ArticleFormErrors {
  if (!(error instanceof Error)) return {};
  const match = /^(\d{3}): (.*)$/s.exec(error.message);
  if (!match) return {};
  let body: { message?: unknown; errors?: unknown };
  try {
    body = JSON.parse(match[2] ?? '') as typeof body;
  } catch {
    return {};
  }
  const found: ArticleFormErrors = {};
  if (match[1] === '409' && typeof body.message === 'string') found.slug = body.message;
  if (match[1] === '400' && Array.isArray(body.errors)) {
    for (const item of body.errors as { field?: unknown; message?: unknown }[]) {
      if (isArticleField(item.field) && typeof item.message === 'string' && !found[item.field]) {
        found[item.field] = item.message;
      }
    }
  }
  return found;
}
