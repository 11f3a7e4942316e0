import { configure } from '@testing-library/react';

/**
 * How long a `findBy…` or `waitFor` waits for what it means by default: under the test timeout
 * (20 s), far above the 1 s of Testing Library's own default. With another process holding a
 * core and the browser tests running beside the unit tests, a lazy page's first import or a read
 * and the render after it has been seen to take over 5 s; a test that fails still says what it
 * waited for before the test itself runs out of time.
 */
export const SETTLE_WITHIN_MS = 15_000;

/** Sets the wait of every `findBy…` and `waitFor` in this test file's environment. */
export function waitAsOnABusyMachine(): void {
  configure({ asyncUtilTimeout: SETTLE_WITHIN_MS });
}
