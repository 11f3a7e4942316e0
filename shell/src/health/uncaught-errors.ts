import { claimError, type HealthNote } from './health-notes';
import { ownerOfScript } from './remote-files';
import { scriptOfError } from './script-url';

/**
 * Notes an error or a rejected promise nothing caught as its remote's `uncaught-error` when it
 * came from that remote's files: the event's script, else the first frame of the error's stack.
 * The shell's own files and other origins are no remote's, and an error already noted (a load
 * failure, a section's or a hydration error, which React passes on to the page) is not noted again.
 */
export function watchUncaughtErrors(note: (note: HealthNote) => void): void {
  const noteIfRemote = (error: unknown, script: string | undefined) => {
    const owner = script ? ownerOfScript(script) : undefined;
    if (owner && claimError(error)) note({ ...owner, kind: 'uncaught-error' });
  };
  window.addEventListener('error', (event) =>
    noteIfRemote(event.error, event.filename || scriptOfError(event.error)),
  );
  window.addEventListener('unhandledrejection', (event) =>
    noteIfRemote(event.reason, scriptOfError(event.reason)),
  );
}
