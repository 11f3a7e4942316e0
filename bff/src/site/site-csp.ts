import type { RemoteRegistry } from '@reedmere/contracts';

export interface SiteCspOptions {
  /** Behind a trusted TLS proxy in production. */
  upgradeInsecure?: boolean;
  /** Other origins the registry loads remotes from (manifests, scripts, images and fonts). */
  remoteOrigins?: readonly string[];
}

/**
 * The policy of every page of the site: the shell and the remotes run from this origin and from
 * the origins the registry names (a remote's imported images and fonts are files under its own
 * public path, so those origins serve them too); emotion (MUI) injects <style> elements, hence
 * 'unsafe-inline' for styles and nothing else.
 */
export function siteCsp({
  upgradeInsecure = false,
  remoteOrigins = [],
}: SiteCspOptions = {}): string {
  const sources = ["'self'", ...remoteOrigins].join(' ');
  const remotes = remoteOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${remotes}`,
    `font-src 'self' data:${remotes}`,
    `connect-src ${sources}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(upgradeInsecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

// What a CSP source may be: scheme, host (or bracketed IPv6) and port, nothing that could end the
// directive (a URL's host may legally hold `;` or `'`).
const ORIGIN_SOURCE = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const originOf = (url: string, base?: string): string | undefined => {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The origins, other than the site's, that the registry's manifest URLs point at (sorted, each
 * once). Same-origin paths add nothing; a protocol-relative URL takes the site's scheme.
 */
export function remoteOriginsOf(registry: RemoteRegistry | undefined, site: string): string[] {
  const own = originOf(site);
  const scheme = own?.startsWith('https:') ? 'https:' : 'http:';
  // A placeholder base tells paths (same origin, whatever the site's host) from absolute URLs.
  const base = `${scheme}//site.invalid`;
  const origins = new Set<string>();
  for (const url of Object.values(registry ?? {})) {
    const origin = originOf(url, base);
    if (!origin || origin === base || origin === own || !ORIGIN_SOURCE.test(origin)) continue;
    origins.add(origin);
  }
  return [...origins].sort();
}
