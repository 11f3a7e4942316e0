import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowserRender = () => false;
const onServerOrHydrating = () => true;

/**
 * True while React renders on the server or takes over what the server rendered (React reads the
 * server's snapshot only then); false when the browser renders on its own. Once it has taken a
 * served page over, React renders every component that asked once more, at once and in a single
 * task, because the answer is now false: keep in state what the first answer decided, and keep
 * such a component cheap to render again (its children the same elements).
 */
export function useHydratingRender(): boolean {
  return useSyncExternalStore(noSubscription, inBrowserRender, onServerOrHydrating);
}
