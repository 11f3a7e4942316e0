import type { Request, RequestHandler, Response } from 'express';

export const REQUEST_TOO_SLOW_MESSAGE = 'The request took too long to arrive.';

interface Deadline {
  startedAt: number;
  timer: NodeJS.Timeout | undefined;
}

const deadlines = new WeakMap<Request, Deadline>();

function arm(req: Request, res: Response, deadline: Deadline, ms: number): void {
  clearTimeout(deadline.timer);
  const left = deadline.startedAt + ms - Date.now();
  deadline.timer = setTimeout(() => {
    // The body has arrived (whether or not anything read it): nothing is waiting on the client.
    if (req.complete) return;
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    res.once('finish', () => req.socket.destroy());
    res.status(408).set('connection', 'close').json({ message: REQUEST_TOO_SLOW_MESSAGE });
  }, left);
  deadline.timer.unref();
}

/**
 * How long a request's body may take to arrive, from the end of its headers: 408 and the
 * connection closed after that, so a client that sends its body a byte at a time cannot hold a
 * connection. The server's own request timeout is the upload routes' longer one; this is the
 * shorter one for everything else. Still counts after an early answer (a refused upload), until
 * the rest of the body has arrived or the connection has closed.
 */
export function requestBodyDeadline(ms: number): RequestHandler {
  return (req, res, next) => {
    if (req.complete) return next();
    const deadline: Deadline = { startedAt: Date.now(), timer: undefined };
    deadlines.set(req, deadline);
    const done = () => {
      clearTimeout(deadline.timer);
      req.socket.off('close', done);
    };
    req.once('end', done);
    req.socket.once('close', done);
    arm(req, res, deadline, ms);
    next();
  };
}

/**
 * A longer deadline for this request (an upload, once the admin is known): mounted after the
 * session check, so a client that is not signed in keeps the short one.
 */
export function extendBodyDeadline(ms: number): RequestHandler {
  return (req, res, next) => {
    const deadline = deadlines.get(req);
    if (deadline && !req.complete) arm(req, res, deadline, ms);
    next();
  };
}
