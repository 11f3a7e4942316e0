/** The five Module Federation remotes; `/remotes/<name>/*` serves only these. */
export const REMOTE_NAMES = ['listings', 'developments', 'news', 'calculators', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The remotes whose files only a signed-in admin may fetch. */
export const ADMIN_ONLY: ReadonlySet<RemoteName> = new Set(['admin']);

export const isRemoteName = (value: string): value is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(value);

/**
 * A deployed build's folder name: the UTC time of the build and a short hash of its files
 * (`20261122T061500Z-3f9a0c1d`). Nothing else under a remote's deploy folder is ever served.
 */
export const BUILD_ID = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;
