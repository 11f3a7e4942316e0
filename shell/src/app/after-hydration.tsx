import { useEffect } from 'react';

/**
 * Calls `onHydrated` in the task after the root it is rendered in has committed its first render.
 * Not in the commit's own effects: components set state in theirs that is rendered only after
 * them, and a tap played back among them is lost (MUI's Select does not open).
 */
export function AfterHydration({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onHydrated, 0);
    return () => clearTimeout(timer);
  }, [onHydrated]);
  return null;
}
