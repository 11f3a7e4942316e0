import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useHydratingRender } from './hydrating-render';
import { STILL_LOADING } from './loading-status';

/** A frame that never comes (a page the browser does not draw) delays the children no longer. */
const FRAME_WAIT_LIMIT_MS = 100;

/** Calls `then` once the browser has painted the frame it is preparing; returns a cancel. */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const once = () => {
    if (!done) then();
    done = true;
  };
  // A task queued from an animation frame runs once that frame is on screen.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once, 0);
  });
  const limit = setTimeout(once, FRAME_WAIT_LIMIT_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(limit);
  };
}

/**
 * Children the visitor does not need in the page's first frame: structured data for search
 * engines, and what stands below the first screen. On the server and when the browser takes over
 * the server's page they render with the rest, so both agree; on a page the browser draws itself
 * they render, in a low-priority update, once the frame without them is on screen. So the part
 * the visitor sees first is laid out and painted without waiting for them. Meanwhile they are
 * marked as loading (`LOADING_SELECTOR`).
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const atOnce = useHydratingRender();
  const [shown, setShown] = useState(atOnce);
  useEffect(() => {
    if (shown) return undefined;
    return afterNextPaint(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? children : STILL_LOADING;
}
