import type { FieldError } from '@reedmere/contracts/schemas';

/** The body of a 400 refusing invalid input, naming exactly these field problems, in order. */
export const validationFailure = (errors: FieldError[]) => ({
  message: 'Validation failed',
  errors,
});
