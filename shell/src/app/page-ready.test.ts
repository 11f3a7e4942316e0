import type { PageLoader } from '@reedmere/contracts';
import type { RemoteLoader } from '../remotes/registry';
import { forgetPagesReadying, LONGEST_WAIT_FOR_READY_MS, whenPageReady } from './page-ready';
import { readPageAhead } from './read-ahead';
import { forgetReadsAhead, READ_AHEAD_FRESH_MS } from './read-ahead-answers';

/** An answer as `fetch` gives it (jsdom has no Response). */
const answer = (body: unknown) =>
  ({
    ok: true,
    status: 200,
    headers: { get: () => null },
    json: async () => body,
  }) as unknown as Response;

/** Fetch answering each URL when the test says so. */
function heldFetch() {
  const waiting = new Map<string, () => void>();
  global.fetch = jest.fn(
    (url: RequestInfo | URL) =>
      new Promise<Response>((resolve) => {
        waiting.set(String(url), () => resolve(answer({ url: String(url) })));
      }),
  ) as typeof fetch;
  return {
    answer: async (url: string) => {
      waiting.get(url)?.();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
  };
}

const propertyReads: PageLoader = ({ pathname }) => [
  { key: `/api${pathname.replace('/property/', '/properties/')}`, subject: true },
];
const loader: RemoteLoader = async () => ({ default: () => null, loader: propertyReads });
const to = (path: string) => ({ pathname: path, search: '', hash: '' });

/** Whether `promise` has settled, and with what, after the pending callbacks have run. */
async function settled<T>(promise: PromiseLike<T> | undefined) {
  let outcome: { value: T } | undefined;
  void promise?.then((value) => (outcome = { value }));
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
  return outcome;
}

beforeEach(() => window.history.replaceState(null, '', '/residential'));
afterEach(() => {
  forgetReadsAhead();
  forgetPagesReadying();
  jest.useRealTimers();
});

describe('a page made ready by a press', () => {
  it("is ready once its section's reads have answered, without waiting for the head's", async () => {
    const reads = heldFetch();
    readPageAhead(to('/property/P1'), loader);
    const ready = whenPageReady(to('/property/P1'));
    expect(ready).toBeDefined();
    expect(await settled(ready)).toBeUndefined();
    await reads.answer('/api/properties/P1');
    expect(await settled(ready)).toEqual({ value: true });
  });

  it('is ready, too, when a read failed: the page shows its own error', async () => {
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('offline'))) as typeof fetch;
    readPageAhead(to('/property/P1'), loader);
    expect(await settled(whenPageReady(to('/property/P1')))).toEqual({ value: true });
  });

  it('cannot be drawn at once when its code failed to load', async () => {
    heldFetch();
    readPageAhead(to('/property/P1'), async () => Promise.reject(new Error('no remote')));
    expect(await settled(whenPageReady(to('/property/P1')))).toEqual({ value: false });
  });

  it('is opened anyway after a short wait for reads that take long', async () => {
    jest.useFakeTimers();
    heldFetch();
    readPageAhead(to('/property/P1'), loader);
    const ready = whenPageReady(to('/property/P1'));
    jest.advanceTimersByTime(LONGEST_WAIT_FOR_READY_MS);
    expect(await settled(ready)).toEqual({ value: false });
  });

  it('is unknown when drawn by a section not on screen, when never pressed, or pressed long ago', async () => {
    heldFetch();
    window.history.replaceState(null, '', '/');
    readPageAhead(to('/property/P1'), loader);
    expect(whenPageReady(to('/property/P1'))).toBeUndefined();

    window.history.replaceState(null, '', '/residential');
    expect(whenPageReady(to('/property/P2'))).toBeUndefined();

    jest.useFakeTimers();
    readPageAhead(to('/property/P3'), loader);
    jest.advanceTimersByTime(READ_AHEAD_FRESH_MS);
    expect(whenPageReady(to('/property/P3'))).toBeUndefined();
  });
});
