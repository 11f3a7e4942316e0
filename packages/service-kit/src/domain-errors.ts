import type { FieldError } from '@reedmere/contracts/schemas';

/**
 * What went wrong, in a service's own terms. Domain and data-access code throw these; the error
 * handler alone turns them into HTTP (`DOMAIN_ERROR_STATUS`), so the rules read without it.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(message: string) {
    super(message);
    // The class's own name (NotFoundError, ...), as logs show it.
    this.name = new.target.name;
  }
}

/** The input breaks a rule; `errors` names the fields when there are any. */
export class ValidationError extends DomainError {
  readonly kind = 'invalid';
  constructor(
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

/** The record asked for is not there (or not for this caller to see). */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor(message = 'Not found') {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new NotFoundError(what);

/** The change clashes with what is stored (a duplicate, a record still in use). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The caller is not who they must be (a wrong password, an ended session). */
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
}

/** The content is of a kind the service does not take (an image it cannot read). */
export class UnsupportedContentError extends DomainError {
  readonly kind = 'unsupported';
}

/** The content is bigger than the service takes. */
export class TooLargeError extends DomainError {
  readonly kind = 'too-large';
}

/** The caller has tried too often; it may try again later. */
export class TooManyAttemptsError extends DomainError {
  readonly kind = 'too-many';
}

/** Something the service depends on cannot be reached now. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

export type DomainErrorKind =
  | 'invalid'
  | 'not-found'
  | 'conflict'
  | 'unauthorized'
  | 'unsupported'
  | 'too-large'
  | 'too-many'
  | 'unavailable';

/** The one place a domain error becomes an HTTP status. */
export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthorized: 401,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  'too-many': 429,
  unavailable: 503,
};
