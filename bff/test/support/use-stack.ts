import { signedIn, type Caller } from './client';
import { ADMIN, startStack, type StackOptions, type TestStack } from './stack';

/** Reads what a `beforeAll` made; a clear error when that hook failed (its error comes first). */
function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`no ${what}: starting it failed in beforeAll`);
  return value;
}

/**
 * The stack for the enclosing describe block: started before its tests, stopped after them.
 * Returns its reader, for tests and later hooks.
 */
export function useStack(options?: StackOptions): () => TestStack {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
  });
  afterAll(() => stack?.stop());
  return () => started(stack, 'stack');
}

/** `useStack`, with the office admin signed in through the BFF's admin site. */
export function useStackWithAdmin(options?: StackOptions): {
  stack: () => TestStack;
  admin: () => Caller;
} {
  const stack = useStack(options);
  let admin: Caller | undefined;
  beforeAll(async () => {
    admin = await signedIn(stack().adminUrl, ADMIN);
  });
  return { stack, admin: () => started(admin, 'signed-in admin') };
}
