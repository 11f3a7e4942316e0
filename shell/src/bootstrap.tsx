import type { ServedPage } from './app/site-providers';
import type { EarlyInteraction } from './app/early-interaction';
import { keepStaticPartsAsServed } from '@reedmere/web-kit';
import { nextTask } from './app/next-task';
import { onRecoverableError } from './health/hydration-errors';

/**
 * The page's code, evaluated a layer at a time with a pause between layers: evaluated at once it
 * held a phone's main thread for a third of a second, a tap unanswered meanwhile. Each layer
 * brings what the next one builds on, so every step evaluates only what is new.
 */
const LAYERS: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './layout/site-layout'),
  () => import(/* webpackMode: "eager" */ './app/app-routes'),
];

async function start(container: HTMLElement, earlyInteraction: EarlyInteraction): Promise<void> {
  // The sections of a served page start loading first: their code comes over the network while
  // the shell's own is evaluated.
  const { readServedPage } = await import(/* webpackMode: "eager" */ './app/served-page');
  // Before any remote loads, so that none loads the toast library unseen.
  const { watchForToastLibrary } = await import(/* webpackMode: "eager" */ './app/toast-library');
  watchForToastLibrary();
  const served: Promise<ServedPage | undefined> = readServedPage();
  for (const layer of LAYERS) {
    await nextTask();
    await layer();
  }
  await nextTask();
  const [
    { StrictMode, startTransition },
    { createRoot, hydrateRoot },
    { App },
    { AfterHydration },
    { readsDataAtStart },
  ] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './app/after-hydration'),
    import(/* webpackMode: "eager" */ './app/app-routes'),
  ]);
  const page = await served;
  // The data layer is there before the first render when the page reads data from the start;
  // a page that reads none loads it with the next page.
  if (readsDataAtStart(page, window.location.pathname)) {
    const { loadDataLayer } = await import(/* webpackMode: "eager" */ './app/data-layer');
    await loadDataLayer();
  }
  await nextTask();
  const app = (
    <StrictMode>
      <App served={page} />
      <AfterHydration onHydrated={earlyInteraction.replay} />
    </StrictMode>
  );
  // React answers taps on each part of the page from the moment it hydrates it.
  earlyInteraction.stopKeeping(container);
  // A page the server rendered is taken over as it is; otherwise the browser renders it. In a
  // transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a tap during it is handled without waiting). A part React
  // has to draw afresh is reported, and noted against its remote.
  if (page) {
    keepStaticPartsAsServed();
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError });
    });
  } else {
    createRoot(container).render(app);
  }
}

/**
 * Renders or takes over the page in `#root`; what the visitor did meanwhile is played again once
 * it is live.
 */
export async function startApp(earlyInteraction: EarlyInteraction): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root');
  await start(container, earlyInteraction);
}
