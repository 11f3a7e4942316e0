import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  hasLiveCanary,
  registryFor,
  type ReleaseRegistry,
  type RemoteRegistry,
} from '@reedmere/contracts';

/**
 * The cookie that keeps a visitor on the version of each remote they were given while a new
 * build is tried on a share of visitors. A random id and nothing else: strictly necessary for
 * the site to work the same from page to page, so it is set without consent (the cookie policy
 * lists it). httpOnly (no page script reads it) and SameSite=Lax, so a visitor arriving by a link
 * from another site keeps their version too. `__Host-` over https, as the sign-in cookies.
 */
const NAME = 'reedmere_visitor';
export const VISITOR_COOKIE_DAYS = 90;
const VISITOR_ID = /^[0-9a-f]{32}$/;

const secured = (req: Request, production: boolean): boolean => production || req.secure;
export const visitorCookieName = (req: Request, production: boolean): string =>
  secured(req, production) ? `__Host-${NAME}` : NAME;

/** The visitor's id from their cookie; undefined when they have none (or a malformed one). */
export function visitorIdOf(req: Request, production: boolean): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[
    visitorCookieName(req, production)
  ];
  return typeof value === 'string' && VISITOR_ID.test(value) ? value : undefined;
}

/** The builds one visitor gets, and whether a canary is among them. */
export interface VisitorBuilds {
  registry: RemoteRegistry;
  withCanary: boolean;
}

/**
 * The manifest URL of each remote for this visitor. While a canary serves anyone, a visitor
 * without an id is given one (in the answer's cookie) and their versions by it; otherwise
 * everyone gets the stable builds and no cookie is set.
 */
export function buildsForVisitor(
  req: Request,
  res: Response,
  registry: ReleaseRegistry,
  production: boolean,
): VisitorBuilds {
  let visitorId = visitorIdOf(req, production);
  if (!visitorId && hasLiveCanary(registry)) {
    visitorId = randomBytes(16).toString('hex');
    res.cookie(visitorCookieName(req, production), visitorId, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secured(req, production),
      maxAge: VISITOR_COOKIE_DAYS * 24 * 60 * 60 * 1000,
    });
  }
  const builds = registryFor(registry, visitorId);
  return {
    registry: builds,
    withCanary: Object.entries(registry).some(
      ([name, entry]) => typeof entry !== 'string' && builds[name] === entry.canary.url,
    ),
  };
}
