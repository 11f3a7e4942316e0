import { AGENCY } from '@reedmere/agency';
import type { NewsArticleInput } from '@reedmere/contracts';
import { newsArticleInputSchema } from '@reedmere/contracts/schemas';
import { validate, ValidationError } from '@reedmere/service-kit';
import { sanitizeStoredHtml } from '@reedmere/service-kit';

/** An article as it is stored (publishedAt as a Date). */
export type ArticleFields = Omit<NewsArticleInput, 'publishedAt'> & { publishedAt: Date | null };

/** What the schema answers: joi turns publishedAt into a Date; author is left out when empty. */
type ValidatedArticle = Omit<ArticleFields, 'author'> & { author?: string };

export const CONTENT_REQUIRED_MESSAGE = 'Content is required';

/**
 * A request body as an article to store, or a 400 listing every problem.
 * `previousPublishedAt` is the stored article's date when updating: re-saving a published
 * article keeps its date rather than moving it to now.
 */
export function parseArticleInput(
  body: unknown,
  now: Date,
  previousPublishedAt: Date | null = null,
): ArticleFields {
  const input = validate<ValidatedArticle>(newsArticleInputSchema, body);
  const content = sanitizeStoredHtml(input.content);
  // Content made only of stripped markup (a lone script, say) is no content.
  if (!content.trim()) {
    throw new ValidationError('Validation failed', [
      { field: 'content', message: CONTENT_REQUIRED_MESSAGE },
    ]);
  }
  const publishedAt =
    input.publishedAt ?? (input.isPublished ? (previousPublishedAt ?? now) : null);
  return { ...input, content, author: input.author || AGENCY.name, publishedAt };
}
