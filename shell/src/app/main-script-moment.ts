import { INTERACTIONS, servedRendered } from './start-moment';

/**
 * When a page's first script asks for the main one. A page the server rendered is painted from
 * its HTML and stylesheets alone: asked for beside them, the main script (the federation runtime,
 * 26 KB compressed) shares the connection with them and, once it has arrived, the main
 * thread with the first paint. So it is asked for once the browser reports that paint, or at
 * once when no paint will come first: a page the browser renders itself, a page drawn in a hidden
 * tab or prerendered, a browser that reports no paints. A visitor who taps, clicks or types
 * before then starts it at once too, and `LONGEST_WAIT_FOR_PAINT_MS` bounds the wait.
 */
export const LONGEST_WAIT_FOR_PAINT_MS = 3000;

const FIRST_PAINT = 'first-contentful-paint';

type BrowserWindow = Window & typeof globalThis;

function paintsBeforeCode(win: BrowserWindow): boolean {
  const reported = win.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false;
  return servedRendered(win.document) && reported && win.document.visibilityState === 'visible';
}

export function mainScriptMoment(win: BrowserWindow = window): Promise<void> {
  if (!paintsBeforeCode(win)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new win.PerformanceObserver((entries) => {
      if (entries.getEntriesByName(FIRST_PAINT).length > 0) start();
    });
    const fallback = win.setTimeout(() => start(), LONGEST_WAIT_FOR_PAINT_MS);
    function start() {
      observer.disconnect();
      win.clearTimeout(fallback);
      for (const type of INTERACTIONS) win.removeEventListener(type, start, true);
      win.document.removeEventListener('visibilitychange', start);
      resolve();
    }
    for (const type of INTERACTIONS) {
      win.addEventListener(type, start, { capture: true, passive: true });
    }
    win.document.addEventListener('visibilitychange', start);
    observer.observe({ type: 'paint', buffered: true });
  });
}
