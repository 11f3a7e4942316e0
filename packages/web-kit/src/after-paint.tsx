import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useHydratingRender } from './hydrating-render';

/**
 * Children nothing on screen shows (structured data for search engines, say). On the server and
 * when the browser takes over the server's page they render with the rest, so both agree; on a
 * page the browser draws itself they render in a low-priority update once it is committed, so
 * the page's first frame does not wait for them.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const atOnce = useHydratingRender();
  const [shown, setShown] = useState(atOnce);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
