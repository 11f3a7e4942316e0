import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * A federation runtime plugin of every browser build: the version check of a shared singleton,
 * done with two numbers instead of the runtime's semver parser. Each build asks for the major it
 * was built against (`^19.0.0`, or `^0.27.0` below 1.0: see `majorRange`), and the runtime parses
 * such a range by compiling a dozen regular expressions anew on every check: 5-37 ms of script,
 * unthrottled on a 2-core machine, as a page starts. A release version of the asked major passes
 * here; every other case (another major, a pre-release, a module that is not a singleton or is
 * tree-shaken) goes to the runtime's own check, which decides as before.
 */

/** A version number's part as semver writes it: no leading zero. */
const NUMBER = '(0|[1-9]\\d*)';
const CARET_RANGE = new RegExp(`^\\^${NUMBER}\\.${NUMBER}\\.0$`);
const RELEASE = new RegExp(`^${NUMBER}\\.${NUMBER}\\.${NUMBER}$`);

/** `^19.0.0` -> [19, 0]; `^0.27.0` -> [0, 27]; any other range -> undefined. */
export function caretRangeParts(range: unknown): [number, number] | undefined {
  const match = typeof range === 'string' ? CARET_RANGE.exec(range) : null;
  if (!match) return undefined;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  // Above 1.0 `majorRange` writes `^N.0.0`; below it `^0.M.0`; `^0.0.0` (one patch) it leaves
  // to the runtime.
  if (major > 0 ? minor !== 0 : minor === 0) return undefined;
  return [major, minor];
}

/** Whether the release `version` is in the range `^major.minor.0` as `majorRange` writes it. */
export function inCaretRange(version: string, [major, minor]: [number, number]): boolean {
  const match = RELEASE.exec(version);
  if (!match) return false;
  const [actualMajor, actualMinor] = [Number(match[1]), Number(match[2])];
  if (actualMajor !== major) return false;
  return major === 0 ? actualMinor === minor : actualMinor >= minor;
}

export default function majorVersionCheckPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'reedmere-major-version-check',
    resolveShare(args) {
      const { shareConfig, treeShaking } = args.shareInfo;
      const range = caretRangeParts(shareConfig?.requiredVersion);
      if (!shareConfig?.singleton || treeShaking || !range || !inCaretRange(args.version, range)) {
        return args;
      }
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (!shared) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
