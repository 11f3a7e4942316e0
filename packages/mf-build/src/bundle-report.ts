/** Written by every production build into its workspace folder (see config.ts). */
export const BUNDLE_REPORT_FILE = 'bundle-report.json';

/** One node of the analyzer's JSON report: an emitted file, a folder or a module. */
export interface ReportNode {
  label: string;
  path?: string;
  groups?: ReportNode[];
}

/**
 * The packages whose modules hold React context (or module state a page must have once): React,
 * the site's router (and react-router, which no build should bring), SWR, the toasts, emotion, MUI's system layer with its providers, and the federation
 * runtime's core (the shell provides it to every remote). The rest of
 * `@mui/material/styles` (createTheme and its helpers, reached by relative imports from inside
 * MUI's components) is plain functions; a remote may bundle it without harm.
 */
export const CONTEXT_FOLDERS: readonly string[] = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'swr',
  'sonner',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@mui/system',
  '@mui/private-theming',
  '@mui/styled-engine',
  '@module-federation/runtime-core',
]
  .map((name) => `node_modules/${name}/`)
  .concat('packages/router/');

/**
 * A module's path from its package folder on (an installed package's, or a workspace package's
 * under `packages/`): the same module in any workspace's build.
 */
function moduleKey(path: string): string {
  // A concatenated module is named after its first part: the same module whatever joined it.
  const modulePath = path.replace(/ \+ \d+ modules \(concatenated\)$/, '');
  const installed = modulePath.lastIndexOf('node_modules/');
  if (installed >= 0) return modulePath.slice(installed);
  const workspace = modulePath.indexOf('packages/');
  return workspace < 0 ? modulePath : modulePath.slice(workspace);
}

/**
 * Module Federation's provide and consume registrations show up as tiny modules named after the
 * module they point to (under "entry modules", or ending in ')'); they are not copies of it. A
 * module webpack concatenated with others ends in '(concatenated)' and is real code.
 */
const isFederationStub = (modulePath: string) =>
  modulePath.includes('entry modules') ||
  (modulePath.endsWith(')') && !modulePath.endsWith('(concatenated)'));

function collect(node: ReportNode, into: Set<string>): void {
  // A concatenated module may come without the list of what it holds: it counts as one module.
  if (node.groups && node.groups.length > 0) {
    for (const child of node.groups) collect(child, into);
    return;
  }
  if (!node.path || isFederationStub(node.path)) return;
  const key = moduleKey(node.path);
  if (CONTEXT_FOLDERS.some((folder) => key.startsWith(folder))) into.add(key);
}

/** For each emitted JavaScript file, the modules of context-holding packages bundled into it. */
export function contextModulesByFile(report: readonly ReportNode[]): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const file of report) {
    if (!file.label.endsWith('.js')) continue;
    const found = new Set<string>();
    collect(file, found);
    if (found.size > 0) byFile.set(file.label, found);
  }
  return byFile;
}

/**
 * The context-holding modules that more than one build brings among `loadedFiles`: each is a
 * second copy on the page (a second React, router or theme context). Within one build a module
 * found in two files is one instance (one webpack runtime, one module id), so files are grouped
 * by `buildOf`. `files` maps a file's URL path to its modules, from every build's report.
 */
export function duplicatedModules(
  files: ReadonlyMap<string, ReadonlySet<string>>,
  loadedFiles: Iterable<string>,
  buildOf: (file: string) => string,
): Map<string, string[]> {
  const builds = new Map<string, Set<string>>();
  for (const file of loadedFiles) {
    for (const module of files.get(file) ?? []) {
      builds.set(module, (builds.get(module) ?? new Set()).add(buildOf(file)));
    }
  }
  return new Map(
    [...builds]
      .filter(([, where]) => where.size > 1)
      .map(([module, where]) => [module, [...where]]),
  );
}
