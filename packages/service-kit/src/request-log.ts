import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from './logger';

// A caller's id is reused (so one request can be followed across processes) only when it is
// short and plain, so log lines cannot be forged through the header.
const SAFE_ID = /^[\w.-]{1,100}$/;

/**
 * Gives every request an id (header `x-request-id`) and logs one line when it has finished,
 * naming the caller when its token named one.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info('request', {
        requestId,
        method: req.method,
        path: req.originalUrl,
        status: res.statusCode,
        // Named by the service token it presented (service-token.ts), when the service checks.
        caller: res.locals.caller as string | undefined,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  };
}
