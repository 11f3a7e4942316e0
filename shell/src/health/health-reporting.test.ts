import { HEALTH_REPORT_MAX_EVENTS } from '@reedmere/contracts';
import { registerSnapshot } from '../remotes/registry';
import {
  hidePage,
  installBeacon,
  removeBeacon,
  sentEvents,
  sentReports,
} from '../../test/health-beacons';
import { healthReportingLoaded, noteHealthEvent, noteLoadFailure } from './health-notes';

const BUILD = '20261122T061500Z-0a1b2c3d';
const NEXT_BUILD = '20261123T080000Z-1b2c3d4e';

async function noted(note: () => void): Promise<void> {
  note();
  await healthReportingLoaded();
}

afterEach(() => {
  // Whatever a test left is sent, so the next starts from nothing.
  installBeacon();
  hidePage();
  removeBeacon();
});

describe('health reports', () => {
  it('sums the notes per remote, version, kind and phase, and sends them when the page hides', async () => {
    registerSnapshot({
      news: `/remotes/news/${BUILD}/mf-manifest.json`,
      listings: '/remotes/listings/mf-manifest.json',
    });
    await noted(() => {
      noteHealthEvent('news', 'view');
      noteHealthEvent('news', 'view');
      noteHealthEvent('news', 'section-error');
      noteHealthEvent('listings', 'view');
      noteLoadFailure('listings', new Error('offline'), 'entry');
      noteLoadFailure('listings', new Error('offline'), 'entry');
    });
    const beacon = installBeacon();
    expect(beacon.sent).toEqual([]);
    hidePage();
    expect(await sentEvents(beacon)).toEqual([
      { remote: 'listings', version: 'built-in', kind: 'load-failed', phase: 'entry', count: 2 },
      { remote: 'listings', version: 'built-in', kind: 'view', count: 1 },
      { remote: 'news', version: BUILD, kind: 'section-error', count: 1 },
      { remote: 'news', version: BUILD, kind: 'view', count: 2 },
    ]);
  });

  it('names the version registered when the note was made: a re-registration moves later notes', async () => {
    registerSnapshot({ news: `/remotes/news/${BUILD}/mf-manifest.json` });
    await noted(() => noteHealthEvent('news', 'view'));
    // A redeploy between two pages: the next page registers the new build.
    registerSnapshot({ news: `/remotes/news/${NEXT_BUILD}/mf-manifest.json` });
    noteHealthEvent('news', 'view');
    noteHealthEvent('news', 'view');
    registerSnapshot({ news: 'http://127.0.0.1:3003/mf-manifest.json' });
    noteHealthEvent('news', 'view');
    const beacon = installBeacon();
    hidePage();
    expect(await sentEvents(beacon)).toEqual([
      { remote: 'news', version: BUILD, kind: 'view', count: 1 },
      { remote: 'news', version: NEXT_BUILD, kind: 'view', count: 2 },
      { remote: 'news', version: 'external', kind: 'view', count: 1 },
    ]);
  });

  it('sends nothing when nothing was noted', async () => {
    await noted(() => undefined);
    const beacon = installBeacon();
    hidePage();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon.sent).toEqual([]);
  });

  it('sends when the page is hidden, and nothing twice', async () => {
    registerSnapshot({ news: '/remotes/news/mf-manifest.json' });
    await noted(() => noteHealthEvent('news', 'view'));
    const beacon = installBeacon();
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon.sent).toHaveLength(0);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    hidePage();
    visibility.mockRestore();
    expect(await sentEvents(beacon)).toEqual([
      { remote: 'news', version: 'built-in', kind: 'view', count: 1 },
    ]);
  });

  it('keeps what the browser would not send for the next time the page hides', async () => {
    registerSnapshot({ news: '/remotes/news/mf-manifest.json' });
    await noted(() => noteHealthEvent('news', 'view'));
    removeBeacon();
    hidePage();
    noteHealthEvent('news', 'view');
    const refusing = installBeacon(false);
    hidePage();
    expect(refusing.sent).toHaveLength(1);
    noteHealthEvent('news', 'view');
    const beacon = installBeacon();
    hidePage();
    expect(await sentEvents(beacon)).toEqual([
      { remote: 'news', version: 'built-in', kind: 'view', count: 3 },
    ]);
  });

  it("reports an error thrown from a remote's file, and none from the shell's own", async () => {
    registerSnapshot({ news: `/remotes/news/${BUILD}/mf-manifest.json` });
    await noted(() => noteHealthEvent('news', 'view'));
    const thrown = (filename: string) =>
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), filename }));
    thrown(`http://localhost/remotes/news/${BUILD}/437.22de45cf.js`);
    thrown('http://localhost/236.5d0c8176.js');
    const beacon = installBeacon();
    hidePage();
    expect(await sentEvents(beacon)).toEqual([
      { remote: 'news', version: BUILD, kind: 'uncaught-error', count: 1 },
      { remote: 'news', version: BUILD, kind: 'view', count: 1 },
    ]);
  });

  it('sends at once when the notes fill a report', async () => {
    registerSnapshot({ news: '/remotes/news/mf-manifest.json' });
    const beacon = installBeacon();
    await noted(() => noteHealthEvent('news', 'view'));
    for (let count = 1; count < 99; count += 1) noteHealthEvent('news', 'view');
    expect(beacon.sent).toHaveLength(0);
    noteHealthEvent('news', 'view');
    const [report] = await sentReports(beacon);
    expect(report?.events).toEqual([
      { remote: 'news', version: 'built-in', kind: 'view', count: 100 },
    ]);
    expect(report?.events.length).toBeLessThanOrEqual(HEALTH_REPORT_MAX_EVENTS);
  });
});
