import { readFileSync } from 'node:fs';
import { installedVersion, packageOf, SHARED_SINGLETONS } from './shared';

export interface ProvidedShared {
  version: string;
  /** The module as Node resolves it from the providing process. */
  lib: () => unknown;
  shareConfig: { singleton: true; requiredVersion: false };
}

interface ExportsField {
  exports?: Record<string, unknown> | string;
}

/**
 * Every subpath a prefix share key (`react/`, `@mui/system/`) can be asked for: the package's
 * own `exports` entries, without wildcards and `package.json`.
 */
export function subpathsOf(name: string, dir: string): string[] {
  const file = require.resolve(`${name}/package.json`, { paths: [dir] });
  const { exports } = JSON.parse(readFileSync(file, 'utf8')) as ExportsField;
  if (!exports || typeof exports === 'string') return [];
  return Object.keys(exports)
    .filter((key) => key.startsWith('./') && !key.includes('*') && key !== './package.json')
    .map((key) => `${name}/${key.slice(2)}`);
}

/**
 * What a rendering process puts in the share scope: each singleton, and every deep path of the
 * prefix keys, loaded from `dir`'s node_modules only when a build first asks for it. Server
 * builds share the same keys as browser builds; with `loaded-first` the process's copies, loaded
 * before any build, are the ones every build uses (their bundled copies stay unused), so exactly
 * one React, router and emotion run on the server.
 */
export function providedShared(dir: string, load: (id: string) => unknown) {
  const provided: Record<string, ProvidedShared> = {};
  const add = (id: string, version: string) => {
    provided[id] = {
      version,
      lib: () => load(id),
      shareConfig: { singleton: true, requiredVersion: false },
    };
  };
  for (const key of SHARED_SINGLETONS) {
    const name = packageOf(key);
    const version = installedVersion(name, dir);
    if (key.endsWith('/')) {
      for (const id of subpathsOf(name, dir)) add(id, version);
    } else {
      add(key, version);
    }
  }
  return provided;
}

/** The folder, inside a build's `dist`, of its server build. */
export const SERVER_FOLDER = 'server';
