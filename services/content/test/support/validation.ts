import type { FieldError } from '@reedmere/contracts/schemas';
import { validationFailure } from '@reedmere/service-kit/testing';

/** That an answer is the 400 a refused body gets, naming each problem, in order. */
export function expectValidationFailure(
  res: { status: number; body: unknown },
  errors: FieldError[],
): void {
  expect(res.status).toBe(400);
  expect(res.body).toEqual(validationFailure(errors));
}
