import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Modules that hold React context (or the theme) and must exist once on the page: the shell and
 * every remote share them as singletons. `@mui/material` itself is deliberately NOT shared (shared
 * modules are not tree-shaken): each remote bundles only the components it uses, styled through
 * the shared styling layer.
 */
export const SHARED_SINGLETONS = Object.freeze([
  'react',
  'react-dom',
  'react-router-dom',
  'swr',
  // The toast store is module state: one copy, so a remote's toast shows in the shell's region.
  'sonner',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material/styles',
  '@mui/system',
  // Prefix keys: deep imports are covered too. MUI's components import their context providers
  // from deep paths (`@mui/system/DefaultPropsProvider`), and every compiled component imports
  // `react/jsx-runtime`; without these, each remote brought its own copies.
  '@mui/system/',
  'react/',
] as const);

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
}

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** The package that a share key belongs to: '@mui/material/styles' -> '@mui/material'. */
export function packageOf(key: string): string {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? key);
}

/**
 * The shared config of one workspace: each singleton with the range its package.json asks for.
 * A package the workspace does not list directly (`@mui/system`, brought by `@mui/material`) gets
 * `^<installed version>`.
 */
export function sharedFor(dir: string): Record<string, SharedEntry> {
  const pkg = readJson(path.join(dir, 'package.json'));
  const ranges = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared: Record<string, SharedEntry> = {};
  for (const key of SHARED_SINGLETONS) {
    const name = packageOf(key);
    let range = ranges[name];
    if (!range) {
      const installed = readJson(require.resolve(`${name}/package.json`, { paths: [dir] }));
      range = `^${installed.version ?? '0.0.0'}`;
    }
    shared[key] = { singleton: true, requiredVersion: range };
  }
  return shared;
}
