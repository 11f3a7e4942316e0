/** Runs `task` once every earlier task of the same key has finished. */
export type NameLock = <T>(key: string, task: () => Promise<T>) => Promise<T>;

/**
 * Runs tasks one after another per key: two uploads of the same image at the same moment must
 * not both find the name free and store it twice.
 */
export function createNameLock(): NameLock {
  const tails = new Map<string, Promise<unknown>>();
  return async (key, task) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(task);
    tails.set(key, run);
    try {
      return await run;
    } finally {
      if (tails.get(key) === run) tails.delete(key);
    }
  };
}
