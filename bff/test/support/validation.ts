import type { FieldError } from '@reedmere/contracts/schemas';

/**
 * Checks that an answer is the API's refusal of invalid input: 400 `Validation failed` naming at
 * least the given field problems (the order, and any others beside them, are not checked).
 */
export async function expectValidationFailure(
  response: Response,
  errors: FieldError[],
): Promise<void> {
  const body = (await response.json()) as { message?: unknown; errors?: unknown };
  expect({ status: response.status, message: body.message }).toEqual({
    status: 400,
    message: 'Validation failed',
  });
  expect(body.errors).toEqual(expect.arrayContaining(errors));
}
