import pLimit from 'p-limit';

/** Every hash slot is taken and the queue is full. */
export class HashSlotsFullError extends Error {
  constructor() {
    super('Every password hash slot is taken');
    this.name = 'HashSlotsFullError';
  }
}

export interface HashSlots {
  /** True when a new task would be refused. */
  readonly full: boolean;
  /** Runs the task in a slot, after the tasks before it; rejects with HashSlotsFullError when full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * A cap on password hashes computed at once. Each scrypt takes 128 MiB and about a quarter of a
 * second of a core; unbounded, a sign-in flood would take all the memory and the thread pool the
 * rest of the service needs (the default of 2 at once holds 256 MiB and one core each). A few may wait their turn; beyond that the caller is refused at once,
 * because a long queue only makes every answer late.
 */
export function createHashSlots(settings: { concurrency: number; queue: number }): HashSlots {
  const limit = pLimit(settings.concurrency);
  const capacity = settings.concurrency + settings.queue;
  const inUse = () => limit.activeCount + limit.pendingCount;
  return {
    get full() {
      return inUse() >= capacity;
    },
    run(task) {
      if (inUse() >= capacity) return Promise.reject(new HashSlotsFullError());
      return limit(task);
    },
  };
}
