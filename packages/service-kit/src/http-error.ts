import type { FieldError } from '@reedmere/contracts/schemas';

/**
 * An error whose status and message are safe to show to the client, for the HTTP layer (routes,
 * middleware); domain code throws a `DomainError` instead.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field problems for a 400 (spec: `{message, errors}`). */
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
