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
