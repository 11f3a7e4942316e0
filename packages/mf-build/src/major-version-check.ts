import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * A federation runtime plugin of every browser build: the version check of a shared singleton,
 * done with two numbers instead of the runtime's semver parser. Each build asks for the major it
 * was built against (`^19.0.0`, or `^0.27.0` below 1.0: see `majorRange`), and the runtime parses
 * such a range by compiling a dozen regular expressions anew on every check: tens of milliseconds
 * of script on a phone as a page starts. A release version of the asked major passes here; any
 * other case (another major, a pre-release) goes to the runtime's own check, which fails as before.
 */

/** `^19.0.0` -> [19, 0]; `^0.27.0` -> [0, 27]; any other range -> undefined. */
export function askedMajor(range: unknown): [number, number] | undefined {
  const match = typeof range === 'string' ? /^\^(\d+)\.(\d+)\.0$/.exec(range) : null;
  if (!match) return undefined;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  // Above 1.0 the range is always `^N.0.0`; below it, `^0.M.0`.
  if (major > 0 && minor !== 0) return undefined;
  return [major, minor];
}

/** Whether the release `version` is in the range `^major.minor.0` as `majorRange` writes it. */
export function inAskedMajor(version: string, [major, minor]: [number, number]): boolean {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) return false;
  const [actualMajor, actualMinor] = [Number(match[1]), Number(match[2])];
  if (actualMajor !== major) return false;
  return major === 0 ? actualMinor === minor : actualMinor >= minor;
}

export default function majorVersionCheckPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'reedmere-major-version-check',
    resolveShare(args) {
      const { shareConfig } = args.shareInfo;
      const asked = askedMajor(shareConfig?.requiredVersion);
      if (!shareConfig?.singleton || !asked || !inAskedMajor(args.version, asked)) return args;
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (!shared) return args;
      // No shared module of this site is tree-shaken by the federation.
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
