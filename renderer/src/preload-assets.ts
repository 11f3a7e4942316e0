import type { RemoteRegistry } from '@reedmere/contracts';

/** The part of a remote's mf-manifest.json that names the files of each exposed module. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

export interface PreloadAssetsOptions {
  /** The site's origin, which the registry's paths are relative to. */
  siteOrigin: string;
  fetchManifest?: (url: string) => Promise<Manifest>;
}

const readManifest = async (url: string): Promise<Manifest> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Manifest;
};

/**
 * The browser files a rendered page's remote modules need before the page can hydrate: each
 * remote's entry and the module's own chunks, from the remote's manifest. The browser fetches
 * them while it reads the page instead of one after the other. Files on the site are given as
 * paths. A manifest that cannot be read gives no hints (the page works without them).
 */
export function createPreloadAssets({
  siteOrigin,
  fetchManifest = readManifest,
}: PreloadAssetsOptions) {
  const site = new URL(siteOrigin).origin;
  // By manifest URL: a redeployed remote has a new one. Manifests of replaced builds are dropped.
  let manifests = new Map<string, Promise<Manifest | undefined>>();

  const manifestAt = (url: string) => {
    let manifest = manifests.get(url);
    if (!manifest) {
      manifest = fetchManifest(url).catch(() => {
        manifests.delete(url);
        return undefined;
      });
      manifests.set(url, manifest);
    }
    return manifest;
  };
  const shown = (url: URL) => (url.origin === site ? url.pathname : url.href);

  return async function preloadAssets(
    moduleIds: readonly string[],
    registry: RemoteRegistry,
  ): Promise<string[]> {
    const inUse = new Set(Object.values(registry).map((url) => new URL(url, siteOrigin).href));
    manifests = new Map([...manifests].filter(([url]) => inUse.has(url)));
    const files = await Promise.all(
      moduleIds.map(async (id) => {
        const [name = '', ...rest] = id.split('/');
        const registered = registry[name];
        if (!registered) return [];
        const manifestUrl = new URL(registered, siteOrigin);
        const manifest = await manifestAt(manifestUrl.href);
        const entry = manifest?.metaData?.remoteEntry;
        const expose = manifest?.exposes?.find((e) => e.name === rest.join('/'));
        if (!entry?.name || !expose) return [];
        const at = (file: string) => shown(new URL(file, manifestUrl));
        const entryFile = entry.path
          ? `${entry.path.replace(/\/+$/, '')}/${entry.name}`
          : entry.name;
        return [at(entryFile), ...(expose.assets?.js?.sync ?? []).map(at)];
      }),
    );
    return [...new Set(files.flat())];
  };
}

export type PreloadAssets = ReturnType<typeof createPreloadAssets>;
