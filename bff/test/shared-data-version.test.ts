import { EventEmitter } from 'node:events';
import express from 'express';
import { createDataVersionHub } from '../src/cluster/data-version-hub';
import type { DataVersionMessage } from '../src/cluster/data-version-messages';
import { sharedDataVersion, type PrimaryChannel } from '../src/cluster/shared-data-version';
import type { DataVersion } from '../src/site/data-version';
import { listen } from './support/http';

/**
 * The primary's hub and its workers in this process, joined by channels that deliver each
 * message on a later turn, as IPC does. `held` workers keep what they are sent until released.
 */
function cluster(workerCount: number) {
  const channels = new Map<number, EventEmitter & PrimaryChannel>();
  const held = new Map<number, DataVersionMessage[]>();
  const hub = createDataVersionHub(
    {
      ids: () => [...channels.keys()],
      send: (id, message) => {
        const queue = held.get(id);
        if (queue) queue.push(message);
        else setImmediate(() => channels.get(id)?.emit('message', message));
      },
    },
    () => 1_700_000_000_000,
  );
  const versions: DataVersion[] = [];
  for (let id = 1; id <= workerCount; id++) {
    const channel = Object.assign(new EventEmitter(), {
      send: (message: DataVersionMessage) => {
        setImmediate(() => hub.receive(id, message));
        return true;
      },
    });
    channels.set(id, channel);
    versions.push(sharedDataVersion(hub.current(), channel));
  }
  return {
    hub,
    versions,
    hold: (id: number) => held.set(id, []),
    release(id: number) {
      const queue = held.get(id) ?? [];
      held.delete(id);
      for (const message of queue) channels.get(id)?.emit('message', message);
    },
    leave(id: number) {
      channels.delete(id);
      hub.left(id);
    },
  };
}

/** An app whose POST is the admin's write, tracked by `version`. */
async function writerApp(version: DataVersion) {
  const app = express();
  app.use(version.track);
  app.post('/thing', (_req, res) => {
    res.locals.admin = { id: 'a' };
    res.status(201).json({});
  });
  return listen(app);
}

const turns = (count: number) =>
  new Array(count)
    .fill(0)
    .reduce(
      (p: Promise<void>) => p.then(() => new Promise<void>((r) => setImmediate(r))),
      Promise.resolve(),
    );

describe('the data version shared by the workers', () => {
  it('answers a write once every worker has the new version', async () => {
    const { versions, hold, release } = cluster(3);
    const [first, second, third] = versions as [DataVersion, DataVersion, DataVersion];
    const start = first.current();
    const site = await writerApp(first);
    try {
      hold(3);
      let answered = false;
      const write = fetch(`${site.url}/thing`, { method: 'POST' }).then((response) => {
        answered = true;
        return response.status;
      });
      await turns(20);
      expect(second.current()).not.toBe(start);
      expect(third.current()).toBe(start);
      expect(answered).toBe(false);
      release(3);
      expect(await write).toBe(201);
      expect(new Set([first.current(), second.current(), third.current()])).toEqual(
        new Set([`${(1_700_000_000_000).toString(36)}.1`]),
      );
    } finally {
      await site.close();
    }
  });

  it('does not wait for a worker that left', async () => {
    const { versions, hold, leave } = cluster(2);
    const site = await writerApp(versions[0]!);
    try {
      hold(2);
      const write = fetch(`${site.url}/thing`, { method: 'POST' });
      await turns(20);
      leave(2);
      expect((await write).status).toBe(201);
    } finally {
      await site.close();
    }
  });

  it('answers anyway when the primary never confirms', async () => {
    const silent: PrimaryChannel = { on: () => undefined, send: () => true };
    const version = sharedDataVersion('v.0', silent);
    const site = await writerApp(version);
    try {
      const started = Date.now();
      expect((await fetch(`${site.url}/thing`, { method: 'POST' })).status).toBe(201);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    } finally {
      await site.close();
    }
  });

  it('ignores messages that are not about the data version', () => {
    const { hub } = cluster(1);
    const before = hub.current();
    hub.receive(1, { from: 'cluster-memory-store', command: 'increment' });
    hub.receive(1, 'written');
    expect(hub.current()).toBe(before);
  });
});
