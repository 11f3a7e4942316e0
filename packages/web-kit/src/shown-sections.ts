import type { Cache, Middleware } from 'swr';
import { isSectionError } from '@reedmere/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `fresh`, an answer of an aggregate, with each section it marks failed replaced by that
 * section of `shown` where `shown` has it loaded: a later read that lost one service does not
 * take from the visitor what an earlier read showed. The same object when nothing is kept.
 */
export function withShownSections<T>(fresh: T, shown: unknown): T {
  if (!isRecord(fresh) || !isRecord(shown)) return fresh;
  let kept: Record<string, unknown> | undefined;
  for (const [name, section] of Object.entries(fresh)) {
    const before = shown[name];
    if (isSectionError(section) && before !== undefined && !isSectionError(before)) {
      kept ??= { ...fresh };
      kept[name] = before;
    }
  }
  return (kept ?? fresh) as T;
}

/**
 * SWR middleware: a read of a key whose answer is on screen (in the cache, or the served page's
 * answer) keeps the sections the new answer marks failed as they were shown. Coming back to the
 * home page reads it again; a listings call that fails then no longer swaps the listings the
 * visitor saw for an error. A read that fails whole keeps the data anyway (SWR keeps it beside
 * the error), so what a page draws while it has data is its part to decide.
 */
export const keepShownSections: Middleware = (useSWRNext) => (key, fetcher, config) => {
  // The site's keys are strings: the cache holds them as they are.
  if (typeof key !== 'string' || !fetcher) return useSWRNext(key, fetcher, config);
  // A middleware is handed the whole configuration, cache and fallback included (its type names
  // fewer). Read from it rather than through SWR's hooks: pages that never read data load no SWR.
  const { cache, fallback } = config as { cache: Cache; fallback: Record<string, unknown> };
  const read: typeof fetcher = async (...args) => {
    const fresh = await fetcher(...args);
    // What SWR shows for the key: its cached answer, else the hook's fallback, else the served one.
    const shown = cache.get(key)?.data ?? config.fallbackData ?? fallback[key];
    return withShownSections(fresh, shown);
  };
  return useSWRNext(key, read, config);
};
