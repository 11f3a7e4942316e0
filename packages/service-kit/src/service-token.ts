import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

export const SERVICE_TOKEN_HEADER = 'x-service-token';

/** One caller a service answers: its name (for the request log) and the token it presents. */
export interface CallerToken {
  name: string;
  token: string;
}

export type CallerTokens = readonly CallerToken[];

export const CALLER_NAME = /^[a-z-]+$/;
export const MIN_CALLER_TOKEN_LENGTH = 16;

const FORMAT =
  'CALLER_TOKENS must list the callers as name:token, separated by commas (e.g. bff:<token>,content:<token>)';

/**
 * Reads CALLER_TOKENS (`bff:<token>,content:<token>`): names of lowercase letters and hyphens,
 * each once, tokens of at least 16 characters, no two callers with the same token. Returns the
 * callers, or the problems found.
 */
export function parseCallerTokens(text: string): CallerTokens | { problems: string[] } {
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) return { problems: [FORMAT] };
  const problems: string[] = [];
  const callers: CallerToken[] = [];
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    if (colon < 0) return { problems: [FORMAT] };
    const name = entry.slice(0, colon).trim();
    const token = entry.slice(colon + 1).trim();
    if (!CALLER_NAME.test(name)) {
      problems.push(
        `CALLER_TOKENS: the caller name ${name || '(empty)'} must be lowercase letters and hyphens`,
      );
    } else if (callers.some((caller) => caller.name === name)) {
      problems.push(`CALLER_TOKENS names the caller ${name} more than once`);
    }
    if (token.length < MIN_CALLER_TOKEN_LENGTH || /\s/.test(token)) {
      problems.push(
        `CALLER_TOKENS: the token of ${name || '(empty)'} must be at least ${MIN_CALLER_TOKEN_LENGTH} characters, without spaces`,
      );
    } else {
      const same = callers.find((caller) => caller.token === token);
      if (same) problems.push(`CALLER_TOKENS gives ${same.name} and ${name} the same token`);
    }
    callers.push({ name, token });
  }
  return problems.length > 0 ? { problems } : callers;
}

/**
 * Services are internal: when callers are configured, only a request carrying one caller's
 * token is answered, and that caller's name is kept in `res.locals.caller` for the request log.
 * Every configured token is compared, each in constant time.
 */
export function requireServiceToken(callers: CallerTokens | undefined): RequestHandler {
  const expected = (callers ?? []).map(({ name, token }) => ({ name, token: Buffer.from(token) }));
  return (req, res, next) => {
    if (expected.length === 0) return next();
    const given = Buffer.from(req.get(SERVICE_TOKEN_HEADER) ?? '');
    let caller: string | undefined;
    for (const { name, token } of expected) {
      if (given.length === token.length && timingSafeEqual(given, token)) caller = name;
    }
    if (caller === undefined) {
      res.status(403).json({ message: 'Forbidden' });
      return;
    }
    res.locals.caller = caller;
    next();
  };
}
