import { useRef, useState } from 'react';
import type { Cache, Middleware } from 'swr';
import { withShownSections } from '@reedmere/web-kit';

/**
 * How long a read started ahead of a page stays good for that page's hooks: a visitor who pressed
 * a link and went on to another would otherwise be shown an old answer much later.
 */
export const READ_AHEAD_FRESH_MS = 10_000;

interface ReadAhead {
  readonly key: string;
  readonly promise: Promise<unknown>;
  readonly startedAt: number;
  /** Set once the read has answered. */
  answer?: { data: unknown };
  /**
   * Whether a request has taken the read over: it stands for one request only (a hook drawn with
   * its answer at once makes none).
   */
  taken: boolean;
  /** An answer the page held rather than read: drawn at once, then read afresh by the hook. */
  readonly inHand?: boolean;
}

const readsAhead = new Map<string, ReadAhead>();

function freshReadAhead(key: string, now: number): ReadAhead | undefined {
  const entry = readsAhead.get(key);
  if (entry && now - entry.startedAt < READ_AHEAD_FRESH_MS) return entry;
  readsAhead.delete(key);
  return undefined;
}

/**
 * Starts `read` for the SWR key `key` unless a fresh one is already on its way; gives the read's
 * promise. A read that fails is forgotten: the page's hook then asks again itself and shows its
 * own error.
 */
export function startReadAhead(
  key: string,
  read: () => Promise<unknown>,
  now = Date.now(),
): Promise<unknown> {
  const fresh = freshReadAhead(key, now);
  if (fresh) return fresh.promise;
  for (const [other, entry] of readsAhead) {
    if (now - entry.startedAt >= READ_AHEAD_FRESH_MS) readsAhead.delete(other);
  }
  const entry: ReadAhead = { key, promise: read(), startedAt: now, taken: false };
  entry.promise.then(
    (data) => {
      entry.answer = { data };
    },
    () => {
      if (readsAhead.get(key) === entry) readsAhead.delete(key);
    },
  );
  readsAhead.set(key, entry);
  return entry.promise;
}

/**
 * An answer the page already holds for `key` (a record a list on screen shows), taken as a read
 * ahead that has answered: the page is drawn with it at once. A fresh read of the key already
 * started is kept instead.
 */
export function handAnswerAhead(key: string, data: unknown, now = Date.now()): void {
  if (freshReadAhead(key, now)) return;
  readsAhead.set(key, {
    key,
    promise: Promise.resolve(data),
    startedAt: now,
    answer: { data },
    taken: false,
    inHand: true,
  });
}

/** Forgets every read ahead (tests). */
export function forgetReadsAhead(): void {
  readsAhead.clear();
}

/** The read ahead a hook found for its key when it first asked for it. */
interface Found {
  readonly key: string | null;
  readonly ahead: ReadAhead | undefined;
}

const findFor = (key: string | null): Found => ({
  key,
  ahead: key === null ? undefined : freshReadAhead(key, Date.now()),
});

/** The served page's answer for `key`, if it had one. */
function servedAnswer(config: object, key: string): unknown {
  return (config as { fallback?: Record<string, unknown> }).fallback?.[key];
}

/** Whether the hook's cache holds nothing for `key`: no earlier answer and no error. */
function nothingCached(config: object, key: string): boolean {
  const state = (config as { cache?: Cache }).cache?.get(key);
  return state?.data === undefined && state?.error === undefined;
}

/**
 * A hook asking for a key read ahead uses that read. Where it would show its loading state
 * (nothing cached for the key, no earlier key's data kept on screen meanwhile) and the answer
 * has come, it is drawn with the answer at once, with no request, and keeps it while a later
 * read of the key fails. Otherwise its own request,
 * whenever its settings make one, is the read ahead: waited on while on its way, at once after.
 */
export const takeReadsAhead: Middleware = (useSWRNext) => (key, fetcher, config) => {
  // The site's keys are strings; a hook keyed otherwise is left as it is.
  const stringKey = typeof key === 'string' ? key : null;
  // Looked up once per key: a hook that stays mounted (the head's) asks anew at the next page.
  const [found, setFound] = useState(() => findFor(stringKey));
  // What this hook was drawn with from a read's answer: it stays the hook's fallback while the
  // hook shows that key, so a read afresh behind it that fails leaves the page as drawn.
  const drawn = useRef<{ key: string; data: unknown } | null>(null);
  let current = found;
  if (found.key !== stringKey) {
    current = findFor(stringKey);
    setFound(current);
    drawn.current = null;
  }
  const { ahead } = current;
  if (!ahead || !fetcher) return useSWRNext(key, fetcher, config);
  if (
    ahead.answer &&
    !config.keepPreviousData &&
    (drawn.current?.key === ahead.key || nothingCached(config, ahead.key))
  ) {
    // A section the answer marks failed shows as the served page showed it, as for any read.
    drawn.current ??= {
      key: ahead.key,
      data: withShownSections(ahead.answer.data, servedAnswer(config, ahead.key)),
    };
    return useSWRNext(key, fetcher, {
      ...config,
      // The read is the one the hook would make for this key: its answer is of the hook's type.
      fallbackData: drawn.current.data as never,
      // A read's answer needs no second request: neither on mounting nor when a mounted hook
      // (the head's) turns to it. An answer held is read afresh once drawn.
      revalidateOnMount: ahead.inHand === true,
      revalidateIfStale: ahead.inHand === true,
    });
  }
  // An answer held stands for no request: the hook's own reads are its own.
  if (ahead.inHand) return useSWRNext(key, fetcher, config);
  const takeOver: typeof fetcher = (...args) => {
    if (ahead.taken) return fetcher(...args);
    ahead.taken = true;
    return ahead.promise as never;
  };
  return useSWRNext(key, takeOver, config);
};
