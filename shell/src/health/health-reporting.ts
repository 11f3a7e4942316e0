import { HealthCollector } from './health-collector';
import type { HealthNote } from './health-notes';
import { sendHealthReports } from './send-reports';
import { watchUncaughtErrors } from './uncaught-errors';

/**
 * Starts collecting, loaded with the page's first note. Reports go when the page is hidden (a
 * tab switched away, the browser put in the background, a page left: `pagehide` covers a page
 * kept for Back, too), the moments a browser reliably lets a beacon leave; and at once when
 * they fill a report. No timer runs: an idle page costs nothing.
 */
export function startHealthReporting(): (note: HealthNote) => void {
  const collector = new HealthCollector();
  const send = () => sendHealthReports(collector);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
  const receive = (note: HealthNote) => {
    collector.note(note);
    if (collector.isFull()) send();
  };
  watchUncaughtErrors(receive);
  return receive;
}
