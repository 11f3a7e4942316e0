import type { RemoteName } from '@reedmere/mf-build/remotes';

const registered = new Map<RemoteName, string[]>();

/**
 * Every manifest URL the page has registered for each remote, oldest first. The last one is in
 * force (a re-registration after a redeploy replaces it); the earlier ones still own the files
 * the page loaded from them. The health reports name a remote's version from these.
 */
export const registeredManifests: ReadonlyMap<RemoteName, readonly string[]> = registered;

/** Records a registration (`name` and absolute manifest URL `entry`, as the runtime takes them). */
export function rememberManifests(entries: ReadonlyArray<{ name: string; entry: string }>): void {
  for (const { name, entry } of entries) {
    const earlier = registered.get(name as RemoteName)?.filter((url) => url !== entry) ?? [];
    registered.set(name as RemoteName, [...earlier, entry]);
  }
}

/** The manifest URL in force for a remote; undefined before the registry has been read. */
export const manifestOf = (name: RemoteName): string | undefined => registered.get(name)?.at(-1);

let reading: Promise<unknown> = Promise.resolve();

/** The registry read under way, if any (the registry module hands each one over). */
export function readingRegistry(read: Promise<unknown>): void {
  reading = read.catch(() => undefined);
}

/**
 * The manifest URL in force for a remote once the registry read under way has settled: what a
 * page the browser renders itself knows of a remote only after that read. Undefined when the
 * read failed.
 */
export async function manifestWhenRead(name: RemoteName): Promise<string | undefined> {
  await reading;
  return manifestOf(name);
}
