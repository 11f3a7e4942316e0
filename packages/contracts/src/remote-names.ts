/**
 * The five Module Federation remotes, named once: each build (`packages/mf-build`), the
 * registry, the renderer and the BFF's `/remotes/<name>/` files use these names.
 */
export const REMOTE_NAMES = Object.freeze([
  'listings',
  'developments',
  'news',
  'calculators',
  'admin',
] as const);
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (value: string): value is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(value);

/** The workspace that builds a remote. */
export type RemoteWorkspace = `mfe-${RemoteName}`;

/**
 * The registry the site starts from: every remote's manifest on the site's own origin, where the
 * BFF serves (or, in production, proxies) its build.
 */
export const SAME_ORIGIN_REGISTRY: Readonly<Record<RemoteName, string>> = Object.freeze(
  Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>,
);
