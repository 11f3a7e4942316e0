/**
 * A page the server rendered is readable before any code runs: its images (the largest paint)
 * load first and the code that makes it interactive after them, so on a slow connection they do
 * not share the bandwidth. A page the browser renders itself starts at once.
 */
const LONGEST_WAIT_FOR_IMAGES_MS = 3000;

function afterFirstPaints(): Promise<void> {
  const served = document.getElementById('root')?.hasChildNodes() ?? false;
  if (!served) return Promise.resolve();
  return new Promise((resolve) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      // The frame showing the loaded images is drawn before the next task (a hidden tab draws none).
      if (document.visibilityState === 'hidden') resolve();
      else requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    setTimeout(start, LONGEST_WAIT_FOR_IMAGES_MS);
  });
}

// Async boundary: the shared modules (React, the router, ...) are negotiated before bootstrap runs.
void afterFirstPaints().then(() => import('./bootstrap'));
