import { afterAll, beforeAll, beforeEach } from '@jest/globals';

export interface UseTestServiceOptions<S> {
  /** Runs before each test of the block, e.g. to empty the service's collections. */
  beforeEach?: (service: S) => Promise<unknown>;
}

/**
 * One service for the tests of the enclosing block (or file): started before them, stopped after
 * them. Returns a function that answers the running service inside tests and hooks.
 */
export function useTestService<S extends { stop(): Promise<void> }>(
  start: () => Promise<S>,
  options: UseTestServiceOptions<S> = {},
): () => S {
  let service: S | undefined;
  const running = (): S => {
    if (!service) throw new Error('The test service starts in beforeAll: use it in a test or hook');
    return service;
  };

  beforeAll(async () => {
    service = await start();
  });
  afterAll(async () => {
    await service?.stop();
  });
  const beforeEachTest = options.beforeEach;
  if (beforeEachTest) {
    beforeEach(async () => {
      await beforeEachTest(running());
    });
  }
  return running;
}
