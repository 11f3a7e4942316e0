import type { DevelopmentInput } from '@reedmere/contracts';
import { developmentInputSchema } from '@reedmere/contracts/schemas';
import { sanitizeStoredHtml, validate, ValidationError } from '@reedmere/service-kit';

export const END_BEFORE_START_MESSAGE = 'End date cannot be before the start date';

/**
 * A request body as a development to store (its description reduced to the allow-list of stored
 * HTML, as for properties and articles), or a 400 listing every problem.
 */
export function parseDevelopmentInput(body: unknown): DevelopmentInput {
  const input = validate<DevelopmentInput>(developmentInputSchema, body);
  // Same-format calendar days compare correctly as strings.
  if (input.startDate && input.endDate && input.endDate < input.startDate) {
    throw new ValidationError('Validation failed', [
      { field: 'endDate', message: END_BEFORE_START_MESSAGE },
    ]);
  }
  return { ...input, description: sanitizeStoredHtml(input.description ?? '') };
}
