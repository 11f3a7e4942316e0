import type { Path } from '@reedmere/router';
import { READ_AHEAD_FRESH_MS } from './read-ahead-answers';

/**
 * How long a click waits for a page being made ready before opening it anyway (in a transition,
 * with the page's own loading state): the visitor sees the page they are leaving meanwhile.
 */
export const LONGEST_WAIT_FOR_READY_MS = 500;

interface Readying {
  readonly ready: Promise<boolean>;
  readonly startedAt: number;
}

/** Pages a press on their link is making ready, by path and query. */
const readying = new Map<string, Readying>();

const keyOf = ({ pathname, search }: Pick<Path, 'pathname' | 'search'>) => `${pathname}${search}`;

/**
 * Notes that the page at `to` is being made ready: `ready` settles true once it can be drawn in
 * one piece (its code loaded and its reads answered), false if it cannot.
 */
export function notePageReadying(
  to: Pick<Path, 'pathname' | 'search'>,
  ready: Promise<boolean>,
  now = Date.now(),
): void {
  for (const [key, entry] of readying) {
    if (now - entry.startedAt >= READ_AHEAD_FRESH_MS) readying.delete(key);
  }
  readying.set(keyOf(to), { ready, startedAt: now });
}

/**
 * For the router, as a link opens `to`: whether the page it opens can be drawn in one piece,
 * once known (false after a wait of LONGEST_WAIT_FOR_READY_MS), or undefined for a page no press
 * has made ready.
 */
export function whenPageReady(to: Path): Promise<boolean> | undefined {
  const entry = readying.get(keyOf(to));
  if (!entry || Date.now() - entry.startedAt >= READ_AHEAD_FRESH_MS) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), LONGEST_WAIT_FOR_READY_MS);
  });
  return Promise.race([entry.ready, waited]).finally(() => clearTimeout(timer));
}

/** Forgets every page made ready (tests). */
export function forgetPagesReadying(): void {
  readying.clear();
}
