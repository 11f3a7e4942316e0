import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

const LOAD_ROUNDS = 5;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The HTML the renderer would send for `element`, which renders once everything is ready: code
 * loaded with `lazy()` is included, where a single string render would give its fallback (a
 * render starts the loads; the next one, once they have come, has them).
 */
export async function renderAsServer(element: ReactNode): Promise<string> {
  let html = renderToString(element);
  for (let round = 0; round < LOAD_ROUNDS; round += 1) {
    await nextTask();
    const next = renderToString(element);
    if (next === html) break;
    html = next;
  }
  return html;
}
