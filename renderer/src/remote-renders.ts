import { isRemoteName, remoteVersionOf, type RemoteName } from '@reedmere/contracts';

/** How one remote's sections went in one page rendered on the server. */
export interface RemoteRender {
  remote: RemoteName;
  /** As `remoteVersionOf` names the manifest the page was rendered from. */
  version: string;
  /** The whole page's render (its loads and reads included), which this remote was part of. */
  seconds: number;
  /** Its module did not load here or its section threw: the browser draws it instead. */
  failed: boolean;
}

/** The version of a remote that no registry names and the federation never registered. */
export const UNKNOWN_VERSION = 'unknown';

/** `news/routes` -> `news`. */
export const remoteOfModule = (id: string): string => id.split('/')[0] ?? '';

export interface PageRemotes {
  /** The remote modules the page is made of (`<remote>/<module>`), as the shell named them. */
  moduleIds: readonly string[];
  seconds: number;
  failed: ReadonlySet<string>;
  /** The manifest URL each remote was rendered from, if known. */
  manifestOf: (remote: RemoteName) => string | undefined;
}

/**
 * One entry per remote of the page, however many of its modules the page has: its failures per
 * page are then a share of its pages. Only known remote names: labels stay bounded.
 */
export function remoteRendersOf({
  moduleIds,
  seconds,
  failed,
  manifestOf,
}: PageRemotes): RemoteRender[] {
  const remotes = new Set(moduleIds.map(remoteOfModule).filter(isRemoteName));
  return [...remotes].map((remote) => {
    const manifest = manifestOf(remote);
    return {
      remote,
      version: manifest === undefined ? UNKNOWN_VERSION : remoteVersionOf(remote, manifest),
      seconds,
      failed: failed.has(remote),
    };
  });
}
