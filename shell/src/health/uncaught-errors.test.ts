import { registerSnapshot } from '../remotes/registry';
import { claimError, type HealthNote } from './health-notes';
import { watchUncaughtErrors } from './uncaught-errors';

const BUILD = '20261122T061500Z-0a1b2c3d';
const NEWS_MANIFEST = `http://localhost/remotes/news/${BUILD}/mf-manifest.json`;
const LISTINGS_MANIFEST = 'http://localhost/remotes/listings/mf-manifest.json';

const noted: HealthNote[] = [];
beforeAll(() => {
  registerSnapshot({
    news: `/remotes/news/${BUILD}/mf-manifest.json`,
    listings: '/remotes/listings/mf-manifest.json',
  });
  watchUncaughtErrors((note) => noted.push(note));
});
beforeEach(() => {
  noted.length = 0;
});

const thrownFrom = (script: string) => {
  const error = new Error('boom');
  error.stack = `Error: boom\n    at onClick (${script}:1:2345)\n    at HTMLButtonElement.dispatch (http://localhost/first-screen.js:2:1)`;
  return error;
};

const uncaught = (error: unknown, filename = '') =>
  window.dispatchEvent(new ErrorEvent('error', { error, filename, message: 'boom' }));

function rejectionOf(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent: the page's listener reads `reason` only.
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

describe('watchUncaughtErrors', () => {
  it("notes an error thrown from a remote's file as that remote build's", () => {
    uncaught(new Error('boom'), `http://localhost/remotes/news/${BUILD}/437.22de45cf.js`);
    expect(noted).toEqual([{ remote: 'news', manifest: NEWS_MANIFEST, kind: 'uncaught-error' }]);
  });

  it("reads the script from the error's stack when the event names none", () => {
    uncaught(thrownFrom('http://localhost/remotes/listings/583.0b6ae9f3.js'));
    window.dispatchEvent(
      rejectionOf(thrownFrom('http://localhost/remotes/listings/583.0b6ae9f3.js')),
    );
    expect(noted).toEqual([
      { remote: 'listings', manifest: LISTINGS_MANIFEST, kind: 'uncaught-error' },
      { remote: 'listings', manifest: LISTINGS_MANIFEST, kind: 'uncaught-error' },
    ]);
  });

  it("leaves out the shell's own files, other origins and errors without a script", () => {
    uncaught(new Error('boom'), 'http://localhost/main.88daa651.js');
    uncaught(thrownFrom('http://localhost/541.815f8e84.js'));
    uncaught(new Error('boom'), 'https://maps.example.com/api.js');
    window.dispatchEvent(rejectionOf('no reason given'));
    window.dispatchEvent(rejectionOf(new Error('no stack')));
    expect(noted).toEqual([]);
  });

  it('does not note again an error already noted', () => {
    const error = thrownFrom('http://localhost/remotes/listings/583.0b6ae9f3.js');
    claimError(error);
    uncaught(error);
    expect(noted).toEqual([]);
  });
});
