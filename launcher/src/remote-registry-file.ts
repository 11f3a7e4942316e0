import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SAME_ORIGIN_REGISTRY } from '@reedmere/contracts';
import { registryText } from '@reedmere/releases';
import { ensurePrivateDataDir } from './private-data-dir';

/** `<data dir>/remotes.json`: the registry the running site reads and a deploy rewrites. */
export const registryFileIn = (dataDir: string): string => path.join(dataDir, 'remotes.json');

/** `<data dir>/remotes`: deployed builds, `<name>/<build id>/`. */
export const deploysDirIn = (dataDir: string): string => path.join(dataDir, 'remotes');

/** The data dir's registry, created the first time with every remote's same-origin build. */
export function ensureRegistryFile(dataDir: string): string {
  ensurePrivateDataDir(dataDir);
  const file = registryFileIn(dataDir);
  if (!existsSync(file)) writeFileSync(file, registryText(SAME_ORIGIN_REGISTRY));
  return file;
}
