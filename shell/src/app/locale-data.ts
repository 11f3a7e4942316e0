import { nextTask } from './next-task';

/**
 * Loads the browser's number-formatting data for the site's locale, in a task of its own. The
 * first Intl formatter a page makes loads it: 15-28 ms of one core of a 2-core server, several times
 * that on a mid-range phone. A live section that says it formats prices and counts while it
 * hydrates (`usesLocaleData`) would put that pause inside one of hydration's long tasks; made
 * while the sections' code comes over the network, it is a short task the browser can answer a
 * tap between.
 */
export async function loadLocaleDataEarly(): Promise<void> {
  await nextTask();
  new Intl.NumberFormat('en-GB').format(0);
}
