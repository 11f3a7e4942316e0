import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DOMAIN_ERROR_STATUS, DomainError, ValidationError } from './domain-errors';
import { HttpError } from './http-error';
import { isDuplicateKeyError } from './duplicate-key';
import type { Logger } from './logger';

/** Unknown paths answer JSON like every other response, not Express's HTML page. */
export const routeNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No route for ${req.method} ${req.path}` });
};

interface Classified {
  status: number;
  message: string;
  errors?: unknown;
}

const MULTER_STATUS: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'File is too large'],
  LIMIT_FILE_COUNT: [413, 'Too many files'],
  LIMIT_FIELD_COUNT: [413, 'Too many fields'],
  LIMIT_FIELD_VALUE: [413, 'A field is too large'],
  LIMIT_PART_COUNT: [413, 'Too many parts'],
  LIMIT_UNEXPECTED_FILE: [400, 'Unexpected file field'],
};

const UNAVAILABLE_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongoNotConnectedError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoTopologyClosedError',
  'MongoClientClosedError',
]);

/** The database cannot be reached or the connection was closed: a 503, not a bug. */
const isDatabaseUnavailable = (name: string | undefined, message: unknown): boolean =>
  UNAVAILABLE_ERRORS.has(name ?? '') ||
  (typeof name === 'string' &&
    name.startsWith('Mongo') &&
    /force closed|client was closed/i.test(String(message)));

/** Turns any thrown value into a status and a message that reveal nothing internal. */
function classify(error: unknown): Classified {
  if (error instanceof HttpError)
    return { status: error.status, message: error.message, errors: error.errors };
  if (error instanceof DomainError) {
    return {
      status: DOMAIN_ERROR_STATUS[error.kind],
      message: error.message,
      ...(error instanceof ValidationError ? { errors: error.errors } : {}),
    };
  }
  const e = (error ?? {}) as {
    type?: string;
    status?: number;
    code?: unknown;
    name?: string;
    keyValue?: object;
  };
  if (e.type === 'entity.parse.failed')
    return { status: 400, message: 'Request body is not valid JSON' };
  if (e.type === 'entity.too.large') return { status: 413, message: 'Request body is too large' };
  if (e.name === 'MulterError' && typeof e.code === 'string' && MULTER_STATUS[e.code]) {
    const [status, message] = MULTER_STATUS[e.code]!;
    return { status, message };
  }
  if (isDuplicateKeyError(error)) {
    const field = Object.keys(e.keyValue ?? {})[0];
    return {
      status: 409,
      message: field ? `A record with this ${field} already exists` : 'Duplicate record',
    };
  }
  if (e.name === 'CastError') return { status: 400, message: 'Invalid identifier or value' };
  if (e.name === 'ValidationError') {
    // A model rule that the joi schema at the edge did not catch: still the client's input.
    const fields = Object.keys((error as { errors?: object }).errors ?? {});
    return {
      status: 400,
      message: 'Validation failed',
      errors: fields.map((field) => ({ field, message: `${field} is invalid` })),
    };
  }
  if (isDatabaseUnavailable(e.name, (error as Error).message)) {
    return { status: 503, message: 'The database is unavailable. Please try again shortly.' };
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500)
    return { status: e.status, message: 'Bad request' };
  return { status: 500, message: 'Internal server error' };
}

/**
 * Last handler: the client gets a status and a short message, never a stack trace or a database
 * message; the details go to the log with the request id.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const { status, message, errors } = classify(error);
    if (status >= 500) {
      logger.error('request failed', {
        requestId: res.locals.requestId,
        method: req.method,
        path: req.originalUrl,
        error: error instanceof Error ? error.stack : String(error),
      });
    }
    res.status(status).json(errors ? { message, errors } : { message });
  };
}
