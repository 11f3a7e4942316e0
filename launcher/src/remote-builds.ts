import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { urlsOf, type ReleaseRegistry } from '@reedmere/contracts';

/**
 * A deployed build's folder name: its UTC build time and a short hash of its files
 * (`20261122T061500Z-3f9a0c1d`). The BFF serves only folders with names of this shape.
 */
export const BUILD_ID = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;

/** `2026-11-22T06:15:00.123Z` + hash -> `20261122T061500Z-<first 8 of hash>`. */
export function buildIdOf(time: Date, contentHash: string): string {
  const stamp = time
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${stamp}-${contentHash.slice(0, 8)}`;
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** SHA-256 over every file's relative path and content, in a fixed order. */
export async function hashFolder(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await filesUnder(dir)).sort()) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The manifest URL of a deployed build, as the registry holds it. */
export const deployedManifestUrl = (name: string, buildId: string): string =>
  `/remotes/${name}/${buildId}/mf-manifest.json`;

/** The build ids the registry points at for `name` (its stable build and a canary's). */
function referencedBuilds(registry: ReleaseRegistry, name: string): Set<string> {
  const ids = new Set<string>();
  const prefix = `/remotes/${name}/`;
  for (const url of Object.values(registry).flatMap(urlsOf)) {
    const rest = url.startsWith(prefix) ? url.slice(prefix.length) : '';
    const id = rest.split('/')[0] ?? '';
    if (BUILD_ID.test(id)) ids.add(id);
  }
  return ids;
}

/** The deployed builds of one remote, newest first. */
export async function listBuilds(remoteDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(remoteDir);
  } catch {
    return [];
  }
  return names.filter((n) => BUILD_ID.test(n)).sort((a, b) => b.localeCompare(a));
}

/**
 * Deletes all but the newest `keep` builds of a remote. Call it only after the registry has been
 * written: a build the registry still points at is never deleted, whatever its age.
 */
export async function pruneBuilds(
  remoteDir: string,
  name: string,
  registry: ReleaseRegistry,
  keep: number,
): Promise<string[]> {
  const inUse = referencedBuilds(registry, name);
  const removed: string[] = [];
  for (const id of (await listBuilds(remoteDir)).slice(keep)) {
    if (inUse.has(id)) continue;
    await rm(path.join(remoteDir, id), { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
}
