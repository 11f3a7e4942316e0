import { createContext, lazy, Suspense, useContext, useMemo, useState } from 'react';
import { SectionBoundary } from '../app/section-boundary';
import { LoadingStatus, StaticPart, useHydratingRender } from '@reedmere/web-kit';
import { themedRemote } from '../app/theme-scope';
import type { RemoteName } from '@reedmere/mf-build/remotes';
import { claimError } from '../health/health-notes';
import { NoteViews } from '../health/note-views';
import { remoteScope } from '../health/remote-scope';
import { moduleId } from './preloaded-modules';
import { loadRemoteModule, type RemoteLoader } from './registry';
import { SECTION_ATTRIBUTE } from './section-element';

const RemoteLoaderContext = createContext<RemoteLoader>(loadRemoteModule);

/** Tests (and only tests) swap the loader; the site uses the federation runtime. */
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

/** The loader the page's sections load their modules with. */
export const useRemoteLoader = (): RemoteLoader => useContext(RemoteLoaderContext);

const StaticSectionsContext = createContext<ReadonlySet<string>>(new Set());

/** The served page's static sections (`<remote>/<module>`): see `staticModulesOf`. */
export const StaticSectionsProvider = StaticSectionsContext.Provider;

/**
 * Whether a static section stays as the server sent it: it first appears while the browser takes
 * over a served page (as `StaticPart` decides). Then none of the remote's code runs here.
 */
function useKeptAsServed(isStatic: boolean): boolean {
  const takingOver = useHydratingRender();
  const [kept] = useState(isStatic && takingOver);
  return kept;
}

/**
 * A section's load that fails has been noted by the loader, or is the shell's (the styling
 * library): either way not an error of the section's own drawing.
 */
const notTheSections = (error: unknown): never => {
  claimError(error);
  throw error;
};

export interface RemoteSectionProps {
  name: RemoteName;
  /** The exposed module without './': 'routes' (default), 'home-sections', ... */
  module?: string;
  /** What the spinner announces, e.g. 'Loading properties'. */
  label?: string;
}

/**
 * One remote's area: loaded at run time by name, under Suspense and an error boundary. Retry
 * makes a fresh lazy component (React caches a failed one) and a fresh boundary. The element
 * around it stays through retries: a served page finds its sections by it before hydrating.
 * Its pages and failures are noted for the health reports; a static section kept as served is
 * no page of the remote's, as nothing of it runs in the browser.
 */
export function RemoteSection({ name, module = 'routes', label }: RemoteSectionProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () =>
      // A remote drawn with MUI comes with the styling library.
      lazy(() => themedRemote(() => loader(name, module)).then((loaded) => loaded, notTheSections)),
    // `attempt` is the point: a new lazy component on every retry.
    [loader, name, module, attempt],
  );
  const id = moduleId(name, module);
  const isStatic = useContext(StaticSectionsContext).has(id);
  const keptAsServed = useKeptAsServed(isStatic);
  // Rendered again at once when the page has been taken over (useHydratingRender): the same
  // element then, so React leaves the remote's whole page as it is instead of redrawing it.
  return useMemo(() => {
    const Scope = remoteScope(name);
    const marker = { [SECTION_ATTRIBUTE]: id };
    return (
      <Scope>
        {!keptAsServed && <NoteViews remote={name} />}
        <div {...marker}>
          <SectionBoundary
            key={attempt}
            remote={name}
            onRetry={() => setAttempt((value) => value + 1)}
          >
            <Suspense fallback={<LoadingStatus label={label ?? 'Loading section'} />}>
              {isStatic ? (
                <StaticPart>
                  <Remote />
                </StaticPart>
              ) : (
                <Remote />
              )}
            </Suspense>
          </SectionBoundary>
        </div>
      </Scope>
    );
  }, [Remote, attempt, id, isStatic, keptAsServed, label, name]);
}
