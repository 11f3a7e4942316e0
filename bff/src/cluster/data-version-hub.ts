import {
  dataVersionMessage,
  isDataVersionMessage,
  type DataVersionMessage,
} from './data-version-messages';

/** The workers as the primary sees them: who is there, and how to reach each. */
export interface WorkerChannels {
  ids(): number[];
  send(workerId: number, message: DataVersionMessage): void;
}

export interface DataVersionHub {
  current(): string;
  /** A message from a worker; anything that is not about the data version is ignored. */
  receive(workerId: number, message: unknown): void;
  /** A worker is gone: nothing waits for it any more. */
  left(workerId: number): void;
}

interface Round {
  waiting: Set<number>;
  writer: number;
  id: number;
}

/**
 * The primary's half of the shared data version. It alone counts writes, so every worker's
 * version is the same string (the renderer keys its page cache by it), and a write is confirmed
 * to the worker that made it only once every worker has the new version: the admin's next read
 * finds it whichever worker answers.
 */
export function createDataVersionHub(
  workers: WorkerChannels,
  now: () => number = Date.now,
): DataVersionHub {
  const life = now().toString(36);
  let writes = 0;
  let rounds = 0;
  const open = new Map<number, Round>();
  const current = () => `${life}.${writes}`;

  const settle = (round: number) => {
    const entry = open.get(round);
    if (!entry || entry.waiting.size > 0) return;
    open.delete(round);
    workers.send(entry.writer, dataVersionMessage({ kind: 'counted', id: entry.id }));
  };

  return {
    current,
    receive(workerId, message) {
      if (!isDataVersionMessage(message)) return;
      if (message.kind === 'written') {
        writes += 1;
        const round = ++rounds;
        const ids = workers.ids();
        open.set(round, { waiting: new Set(ids), writer: workerId, id: message.id });
        const version = dataVersionMessage({ kind: 'version', version: current(), round });
        for (const id of ids) workers.send(id, version);
        settle(round);
      } else if (message.kind === 'seen') {
        open.get(message.round)?.waiting.delete(workerId);
        settle(message.round);
      }
    },
    left(workerId) {
      for (const [round, entry] of open) {
        entry.waiting.delete(workerId);
        if (entry.writer === workerId) open.delete(round);
        else settle(round);
      }
    },
  };
}
