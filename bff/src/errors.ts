import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from './logger';

/** An error whose message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Unknown `/api/*` paths answer JSON like every other API response, not Express's HTML page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl}` });
};

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    const value = typeof status === 'number' ? status : statusCode;
    if (typeof value === 'number' && value >= 400 && value <= 599) return value;
  }
  return 500;
}

/**
 * Last handler: the client gets a status and a short message, never a stack trace or an internal
 * error text; the details go to the log with the request id so they can be found.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = statusOf(error);
    let message = 'Internal server error';
    if (error instanceof HttpError) message = error.message;
    else if ((error as { type?: unknown }).type === 'entity.parse.failed') {
      message = 'Request body is not valid JSON';
    } else if (status < 500) message = 'Bad request';

    if (status >= 500) {
      logger.error('request failed', {
        requestId: res.locals.requestId,
        method: req.method,
        path: req.originalUrl,
        error: error instanceof Error ? error.stack : String(error),
      });
    }
    res.status(status).json({ message });
  };
}
