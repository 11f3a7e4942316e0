import type { Request, RequestHandler } from 'express';
import { isAdminPath, type ReleaseRegistry, type RemoteName } from '@reedmere/contracts';
import type { BffConfig } from '../config';
import type { RemoteRegistrySource } from '../remote-registry';
import { isPageRequest } from './page-request';

/**
 * The BFF answers two sites, each on a listener of its own: the public site (the pages, the public
 * API, every division's remote) and the admin site (the admin panel, signing in and every staff
 * route). A division's code runs only on the public one, so nothing it does can act with an
 * admin's session: the public site has no staff route to act through, and the admin site refuses
 * writes from any other origin and lets no other origin read it.
 */
export type Surface = 'public' | 'admin';

/** The remotes each site serves and lists: the admin's there, every other one here. */
export const servesRemote = (surface: Surface, name: RemoteName): boolean =>
  (name === 'admin') === (surface === 'admin');

/** The registry as one site lists it. */
export function registryOf(surface: Surface, source: RemoteRegistrySource): RemoteRegistrySource {
  return {
    current: async () => {
      const registry = await source.current();
      if (!registry) return registry;
      return Object.fromEntries(
        Object.entries(registry).filter(([name]) => servesRemote(surface, name as RemoteName)),
      ) as ReleaseRegistry;
    },
  };
}

/**
 * Paths of the admin site's own pages: the panel, and the pages an invitation's link and a
 * password reset open.
 */
const isAdminPagePath = (path: string): boolean =>
  isAdminPath(path) || /^\/(?:invitation|password-reset(?:\/new)?)\/?$/i.test(path);

type Origins = Pick<BffConfig, 'port' | 'adminPort' | 'publicOrigin' | 'adminOrigin'>;

/**
 * The other site's origin: configured, or (in development, where it is not) the host this
 * request was sent to, on the other site's port.
 */
function otherSiteOrigin(req: Request, surface: Surface, origins: Origins): string {
  const configured = surface === 'public' ? origins.adminOrigin : origins.publicOrigin;
  if (configured) return configured;
  const port = surface === 'public' ? origins.adminPort : origins.port;
  // An IPv6 address keeps or gets its brackets.
  const host =
    req.hostname.includes(':') && !req.hostname.startsWith('[')
      ? `[${req.hostname}]`
      : req.hostname;
  return `${req.protocol}://${host}:${port}`;
}

/**
 * A page of the other site asked of this one (a typed `/admin` on the public site, a link to a
 * public page followed from the admin's chrome) goes there, path and query kept: 303, so the
 * browser asks the new address with GET.
 */
export function pagesOfTheOtherSite(surface: Surface, origins: Origins): RequestHandler {
  return (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const adminPage = isAdminPagePath(req.path);
    if (adminPage === (surface === 'admin')) return next();
    res.redirect(303, `${otherSiteOrigin(req, surface, origins)}${req.originalUrl}`);
  };
}
