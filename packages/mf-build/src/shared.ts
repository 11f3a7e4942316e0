import { existsSync, readFileSync } from 'node:fs';
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
  // The router's context: the site's own router.
  '@reedmere/router',
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
  /** `^<installed major>.0.0` (`^0.<minor>.0` below 1.0): any minor or patch of that major. */
  requiredVersion: string;
  /** A copy of another major on the page makes the federation runtime throw (the fallback shows). */
  strictVersion: true;
}

interface PackageJson {
  version?: string;
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
 * The range a build accepts for a shared package it was built against: the same major, any minor
 * or patch (`19.4.2` -> `^19.0.0`). Below 1.0 a minor is a breaking change, so it stays fixed
 * (`0.27.3` -> `^0.27.0`).
 */
export function majorRange(version: string): string {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) throw new Error(`"${version}" is not a semantic version`);
  const [, major, minor] = match;
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/**
 * The version of `name` that a build in `dir` resolves (and so bundles as its fallback): the
 * nearest `node_modules/<name>/package.json` from `dir` up, as Node looks it up. Not through
 * require.resolve: a package whose `exports` leave out `./package.json` would refuse it.
 */
export function installedVersion(name: string, dir: string): string {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', name, 'package.json');
    if (existsSync(file)) {
      const { version } = readJson(file);
      if (!version) throw new Error(`${file} has no version`);
      return version;
    }
    if (path.dirname(at) === at) throw new Error(`${name} is not installed for ${dir}`);
  }
}

/**
 * The shared config of one workspace. Version skew between independently deployed builds is
 * expected: a remote built against a newer minor or patch still runs on the shell's copy (the
 * singleton already on the page), because it asks only for the major it was built against. A
 * different major fails loudly instead of running against an incompatible copy.
 */
export function sharedFor(dir: string): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const key of SHARED_SINGLETONS) {
    const version = installedVersion(packageOf(key), dir);
    shared[key] = { singleton: true, requiredVersion: majorRange(version), strictVersion: true };
  }
  return shared;
}
