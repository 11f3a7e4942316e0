import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the page is live in the browser: never on the server nor at hydration,
 * so both draw the same page, and code that only serves later interaction (loaded lazily) is not
 * part of what the first screen waits for.
 */
export function WhenLive({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return live ? <Suspense fallback={null}>{children}</Suspense> : null;
}
