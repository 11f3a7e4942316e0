import { useEffect, useRef } from 'react';

/**
 * Starts `loads` when the page that calls it is left in the app (it unmounts). A page the server
 * rendered keeps its static parts as served, without their code; once the visitor moves on, that
 * code loads, so Back draws the page whole at once instead of its other sections first, without
 * what stands above them. A failed load is left for the part to retry when it is drawn.
 */
export function useCodeOnLeaving(...loads: Array<() => Promise<unknown>>): void {
  const latest = useRef(loads);
  latest.current = loads;
  useEffect(
    () => () => {
      for (const load of latest.current) void load().catch(() => undefined);
    },
    [],
  );
}
