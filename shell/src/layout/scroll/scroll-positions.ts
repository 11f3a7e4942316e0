/**
 * Where the visitor was on each page of this tab's history, so Back and Forward (and a reload)
 * return them there. Kept in memory while the page runs and in sessionStorage across reloads;
 * the oldest entries are dropped past a bound.
 */
const STORAGE_KEY = 'reedmere.scroll-positions';
const MAX_ENTRIES = 50;

let positions: Map<string, number> | undefined;

function load(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) {
      for (const entry of stored) {
        if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') {
          positions.set(entry[0], entry[1]);
        }
      }
    }
  } catch {
    // Storage refused or a damaged value: start afresh.
  }
  return positions;
}

/**
 * The history entry a position belongs to: the router's key for the entry plus its address,
 * because the first entry of every document shares the key 'default'.
 */
export function entryId(key: string, path: string): string {
  return `${key} ${path}`;
}

export function savedPosition(entry: string): number | undefined {
  return load().get(entry);
}

export function savePosition(entry: string, top: number): void {
  const map = load();
  map.delete(entry);
  map.set(entry, top);
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
}

/** Writes the positions to sessionStorage: called as the page is left or hidden. */
export function persistPositions(): void {
  if (!positions) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // A full or refused storage only costs the position after a reload.
  }
}
