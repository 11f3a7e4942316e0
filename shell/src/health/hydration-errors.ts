import { remoteInComponentStack } from '@reedmere/contracts';
import { claimError, noteHealthEvent } from './health-notes';

/**
 * `hydrateRoot`'s `onRecoverableError`: React could not take over part of the served markup and
 * drew it again. Inside a remote's section that is the remote's `hydration-error`; elsewhere it
 * is the shell's, and not reported. Either way the error is then reported to the page as React's
 * default does (`reportError`: the page's error handlers and the console), so nothing goes quiet.
 */
export function onRecoverableError(
  error: unknown,
  { componentStack }: { componentStack?: string | null },
): void {
  const remote = remoteInComponentStack(componentStack);
  if (remote && claimError(error)) noteHealthEvent(remote, 'hydration-error');
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}
