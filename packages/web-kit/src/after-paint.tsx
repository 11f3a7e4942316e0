import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};
const inBrowserRender = () => false;
const onServerOrHydrating = () => true;

/**
 * Children nothing on screen shows (structured data for search engines, say). On the server and
 * when the browser takes over the server's page they render with the rest, so both agree; on a
 * page the browser draws itself they render in a low-priority update once it is committed, so
 * the page's first frame does not wait for them.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const atOnce = useSyncExternalStore(noSubscription, inBrowserRender, onServerOrHydrating);
  const [shown, setShown] = useState(atOnce);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
