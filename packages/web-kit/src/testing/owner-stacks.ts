import * as React from 'react';

/** React's shared internals: not a public API, hence the guarded access below. */
type ReactInternals = Record<string, unknown> | undefined;

/**
 * Stops React's development build capturing an `Error` stack for every element it creates (its
 * "owner stacks", used only to say where a component was created in a warning). The capture
 * takes about a tenth of the component tests' CPU time in jsdom, a fifth of the property form's.
 * React's warnings still name the components they come from.
 *
 * React takes a stack for its first 10,000 elements in any second and resets that count as it
 * renders: the count is made to read as spent and to ignore the reset. Call it once in a jest
 * set-up file. A React without that count is left as it is.
 */
export function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, ReactInternals>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals === undefined || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
}
