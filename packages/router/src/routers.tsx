import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { LocationContext, type Navigator } from './contexts';
import { createKey, createPath, parsePath, type Location, type Path } from './location';

/** What the browser keeps with each entry the router opened (the shape react-router keeps too). */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state ?? null) as Partial<EntryState> | null;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

function Router({
  location,
  navigator,
  children,
}: {
  location: Location;
  navigator: Navigator;
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ location, navigator }), [location, navigator]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/**
 * Asked as a link (or `navigate`) opens an entry: a promise while what the page needs (its code,
 * its data) is on its way, settling true once the page can be drawn in one piece, false if it
 * cannot be. Undefined where nothing is known of the page.
 */
export type WhenReady = (to: Path) => PromiseLike<boolean> | undefined;

/**
 * A router on the browser's session history. A change of entry renders in a transition, so a
 * page whose code is still loading leaves the previous one on screen instead of a fallback. A
 * page `whenReady` answers for is drawn once it is ready, urgently: in one piece rather than in
 * a transition's slices between frames, the previous page staying on screen meanwhile.
 * `whenReady` is read once, as the router starts.
 */
export function BrowserRouter({
  whenReady,
  children,
}: {
  whenReady?: WhenReady;
  children?: ReactNode;
}) {
  const [location, setLocation] = useState(browserLocation);
  // setLocation never changes, so neither do these: one of each for the router's life.
  const [show] = useState(() => {
    // Each change of entry counts: a page that becomes ready after another change shows nothing.
    let changes = 0;
    const inTransition = () => startTransition(() => setLocation(browserLocation()));
    return (ready?: PromiseLike<boolean>) => {
      const change = ++changes;
      if (!ready) {
        inTransition();
        return;
      }
      const draw = () => {
        if (change === changes) setLocation(browserLocation());
      };
      const showWhen = (drawAtOnce: boolean) => {
        if (change !== changes) return;
        if (!drawAtOnce) inTransition();
        // After the next frame: the one that answers the click is not held back by the page's
        // render. A hidden tab draws no frames.
        else if (document.visibilityState === 'hidden') draw();
        else requestAnimationFrame(() => setTimeout(draw, 0));
      };
      ready.then(showWhen, () => showWhen(false));
    };
  });
  const [navigator] = useState<Navigator>(() => {
    const open = (method: 'pushState' | 'replaceState', to: Path, usr: unknown) => {
      const index = (window.history.state as Partial<EntryState> | null)?.idx ?? 0;
      const entry: EntryState = {
        usr,
        key: createKey(),
        idx: method === 'pushState' ? index + 1 : index,
      };
      try {
        window.history[method](entry, '', createPath(to));
      } catch {
        // Safari limits how often history may change; a page load still gets the visitor there.
        window.location.assign(createPath(to));
        return;
      }
      show(whenReady?.(to));
    };
    return {
      push: (to, state) => open('pushState', to, state),
      replace: (to, state) => open('replaceState', to, state),
      go: (delta) => window.history.go(delta),
    };
  });
  useLayoutEffect(() => {
    // The first entry is numbered, as every entry opened later is.
    const state = window.history.state as Partial<EntryState> | null;
    if (state?.idx === undefined) window.history.replaceState({ ...state, idx: 0 }, '');
    // Back and Forward show their entry in a transition. `show` never changes: added once.
    const onPopState = () => show();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

type InitialEntry = string | (Partial<Path> & { state?: unknown; key?: string });

function entryOf(initial: InitialEntry, index: number): Location {
  const path = typeof initial === 'string' ? parsePath(initial) : initial;
  return {
    pathname: path.pathname || '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: typeof initial === 'string' ? null : (initial.state ?? null),
    key:
      (typeof initial === 'string' ? undefined : initial.key) ??
      (index === 0 ? 'default' : createKey()),
  };
}

/** A router on a list of entries in memory: tests, and anywhere without an address bar. */
export function MemoryRouter({
  initialEntries = ['/'],
  initialIndex,
  children,
}: {
  initialEntries?: readonly InitialEntry[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [memory, setMemory] = useState(() => {
    const entries = initialEntries.map(entryOf);
    const last = entries.length - 1;
    return { entries, index: Math.min(Math.max(initialIndex ?? last, 0), last) };
  });
  const navigator = useMemo<Navigator>(() => {
    const change = (update: (current: typeof memory) => typeof memory) =>
      startTransition(() => setMemory(update));
    const entry = (to: Path, state: unknown): Location => ({
      ...to,
      state: state ?? null,
      key: createKey(),
    });
    return {
      push: (to, state) =>
        change(({ entries, index }) => ({
          entries: [...entries.slice(0, index + 1), entry(to, state)],
          index: index + 1,
        })),
      replace: (to, state) =>
        change(({ entries, index }) => ({
          entries: entries.map((each, at) => (at === index ? entry(to, state) : each)),
          index,
        })),
      go: (delta) =>
        change(({ entries, index }) => ({
          entries,
          index: Math.min(Math.max(index + delta, 0), entries.length - 1),
        })),
    };
  }, []);
  const location = memory.entries[memory.index] ?? entryOf('/', 0);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

const refuse = (): never => {
  throw new Error('A page rendered on the server cannot navigate');
};
const STATIC_NAVIGATOR: Navigator = { push: refuse, replace: refuse, go: refuse };

/** A router fixed at one address: the page rendered on the server. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const fixed = useMemo(() => entryOf(location, 0), [location]);
  return (
    <Router location={fixed} navigator={STATIC_NAVIGATOR}>
      {children}
    </Router>
  );
}
