import type Joi from 'joi';
import { fieldErrors, VALIDATION_OPTIONS } from '@reedmere/contracts/schemas';
import { ValidationError } from './domain-errors';

/**
 * Validates input at the edge into a fresh object (never the caller's own), or throws a 400
 * whose `errors` list every problem.
 */
export function validate<T>(
  schema: Joi.Schema,
  value: unknown,
  options: Joi.ValidationOptions = {},
): T {
  const { error, value: result } = schema.validate(value ?? {}, {
    ...VALIDATION_OPTIONS,
    ...options,
  });
  if (error) throw new ValidationError('Validation failed', fieldErrors(error));
  return result as T;
}
