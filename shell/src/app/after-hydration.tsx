import { useEffect } from 'react';

/** Calls `onHydrated` once the root it is rendered in has committed its first render. */
export function AfterHydration({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
