import type { LoadPhase } from '@reedmere/contracts';
import { folderOf } from './remote-files';
import { scriptOfError } from './script-url';

/**
 * The federation runtime's error codes (`@module-federation/error-codes`), which it writes into
 * the message as `#RUNTIME-0xx`, and the phase each one means. Its `errorLoadRemote` hook is no
 * better a guide: its `lifecycle` is `onLoad` for everything `loadRemote` does (entry, init,
 * expose, factory alike), and a plugin for it would have to be on every page from the start.
 */
const PHASE_OF_CODE: Readonly<Record<string, LoadPhase>> = {
  // Failed to get remoteEntry exports: the entry ran without setting its container.
  '001': 'entry',
  // The container has no `init`.
  '002': 'init',
  // Failed to get manifest (fetch or JSON).
  '003': 'manifest',
  // Failed to locate remote: the registry read names no such remote.
  '004': 'registry',
  // A shared module asked for synchronously while it loads (bundler runtime / runtime).
  '005': 'shared',
  '006': 'shared',
  // Failed to get the remote's snapshot from its manifest.
  '007': 'manifest',
  // Failed to load script resources: the remote entry did not load or threw as it ran.
  '008': 'entry',
  // The manifest names no remoteEntry.
  '011': 'manifest',
  // No getter for a shared module the page does not provide.
  '012': 'shared',
  // Not a valid federation manifest.
  '013': 'manifest',
  // The remote does not expose the module.
  '014': 'expose',
  // The container's init threw.
  '015': 'init',
};

const RUNTIME_CODE = /#RUNTIME-(\d{3})/;

/**
 * Where loading a remote's module failed, from the error the loader gave up with (`manifest`: the
 * remote's manifest URL then). Besides the runtime's codes:
 * - a chunk that did not load (webpack's `ChunkLoadError`, with the file in `request`): a file of
 *   the remote's build is the exposed module's (`expose`); any other is a shared module the
 *   remote asked the page for (`shared`), such as a chunk of the shell's React;
 * - any other error thrown from the remote's own files is its module's code running (`factory`);
 * - the registry read and a module without a component are told by the loader, not read here.
 * Anything else is `unknown`.
 */
export function loadPhaseOf(error: unknown, manifest: string | undefined): LoadPhase {
  const folder = manifest ? folderOf(manifest) : undefined;
  const { name, message, request } = (error ?? {}) as {
    name?: unknown;
    message?: unknown;
    request?: unknown;
  };
  const code = typeof message === 'string' ? RUNTIME_CODE.exec(message)?.[1] : undefined;
  if (code) return PHASE_OF_CODE[code] ?? 'unknown';
  if (name === 'ChunkLoadError') {
    if (typeof request !== 'string') return 'unknown';
    return folder && request.startsWith(folder) ? 'expose' : 'shared';
  }
  const script = scriptOfError(error);
  if (folder && script?.startsWith(folder)) return 'factory';
  return 'unknown';
}
