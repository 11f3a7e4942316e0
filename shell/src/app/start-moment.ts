/**
 * A page the server rendered is readable before any code runs: its images (the largest paint)
 * load first and the code that makes it interactive after them, so on a slow connection they do
 * not share the bandwidth. A visitor who taps, clicks or types before then is not kept waiting
 * for the images: the code starts at once (`early-interaction.ts` plays that tap again once the
 * page is live). A page the browser renders itself starts at once.
 */
export const LONGEST_WAIT_FOR_IMAGES_MS = 3000;

/** What a visitor does that asks for a working page. */
export const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Whether the page came rendered by the server (a page the browser renders has an empty root). */
export const servedRendered = (doc: Document): boolean =>
  doc.getElementById('root')?.hasChildNodes() ?? false;

export function startMoment(win: Window = window): Promise<void> {
  if (!servedRendered(win.document)) return Promise.resolve();
  return new Promise((resolve) => {
    let started = false;
    let fallback: number | undefined;
    const start = () => {
      if (started) return;
      started = true;
      win.clearTimeout(fallback);
      for (const type of INTERACTIONS) win.removeEventListener(type, start, true);
      win.removeEventListener('load', start);
      // The frame showing the loaded images is drawn before the next task (a hidden tab draws none).
      if (win.document.visibilityState === 'hidden') resolve();
      else win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    };
    for (const type of INTERACTIONS) {
      win.addEventListener(type, start, { capture: true, passive: true });
    }
    if (win.document.readyState === 'complete') start();
    else win.addEventListener('load', start);
    if (!started) fallback = win.setTimeout(start, LONGEST_WAIT_FOR_IMAGES_MS);
  });
}
