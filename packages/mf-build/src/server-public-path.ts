/**
 * A federation runtime plugin of server builds: points the build's public path at its browser
 * build (the folder above `server/`, as a path), so the files it imports (images) get the same
 * URLs on the server as in the browser, wherever the remote is deployed. Chunks still load next
 * to the server entry: the node runtime resolves them from the entry when the path is relative.
 */
declare const __webpack_require__: { p: string };

interface CachedModule {
  remoteInfo?: { entry?: string };
}
interface FederationGlobal {
  __FEDERATION__?: {
    __INSTANCES__?: Array<{ moduleCache: Map<string, CachedModule> }>;
  };
}

function entryOf(name: string): string | undefined {
  for (const instance of (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? []) {
    const entry = instance.moduleCache.get(name)?.remoteInfo?.entry;
    if (entry) return entry;
  }
  return undefined;
}

/** `http://h/remotes/news/1a2b/server/remoteEntry.js` -> `/remotes/news/1a2b/`. */
export function browserPublicPath(entry: string): string {
  const { pathname } = new URL(entry);
  const folder = pathname.slice(0, pathname.lastIndexOf('/') + 1);
  return folder.replace(/server\/$/, '');
}

export default function serverPublicPathPlugin() {
  return {
    name: 'reedmere-server-public-path',
    beforeInit<T extends { options: { name: string } }>(args: T): T {
      const entry = entryOf(args.options.name);
      if (entry) __webpack_require__.p = browserPublicPath(entry);
      return args;
    },
  };
}
