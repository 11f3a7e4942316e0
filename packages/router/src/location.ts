/** Where the router is: one entry of the session history. */
export interface Location {
  pathname: string;
  /** The query with its leading '?', or ''. */
  search: string;
  /** The fragment with its leading '#', or ''. */
  hash: string;
  /** What the entry was opened with (`navigate(to, { state })`), else null. */
  state: unknown;
  /** Names the entry; the first entry of a document is 'default'. */
  key: string;
}

export type Path = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** A key for a new entry: unique enough to tell a tab's entries apart. */
export const createKey = (): string => Math.random().toString(36).slice(2, 10);

/** Splits an address into its path, query and fragment (each part may be empty). */
export function parsePath(address: string): Path {
  let rest = address;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return {
    pathname: rest,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

export const createPath = ({ pathname, search, hash }: Path): string =>
  `${pathname}${search}${hash}`;
