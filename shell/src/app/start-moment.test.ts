import { LONGEST_WAIT_FOR_IMAGES_MS, startMoment } from './start-moment';
import { settledAfterTimers } from '../../test/settled-after-timers';

describe('startMoment', () => {
  let readyState: DocumentReadyState;

  beforeEach(() => {
    jest.useFakeTimers();
    readyState = 'interactive';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    document.body.innerHTML = '<div id="root"><main>Served</main></div>';
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('starts at once on a page the browser renders itself', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settledAfterTimers(startMoment())).toBe(true);
  });

  it('waits on a served page until its images have loaded', async () => {
    const moment = startMoment();
    expect(await settledAfterTimers(moment)).toBe(false);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(await settledAfterTimers(moment)).toBe(true);
  });

  it('starts on a served page as soon as the visitor taps, clicks or types', async () => {
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
      const moment = startMoment();
      expect(await settledAfterTimers(moment)).toBe(false);
      document.querySelector('main')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settledAfterTimers(moment)).toBe(true);
    }
  });

  it('starts anyway when the images take too long', async () => {
    const moment = startMoment();
    expect(await settledAfterTimers(moment, LONGEST_WAIT_FOR_IMAGES_MS - 100)).toBe(false);
    expect(await settledAfterTimers(moment, 100)).toBe(true);
  });

  it('starts at once on a served page that has already loaded', async () => {
    readyState = 'complete';
    expect(await settledAfterTimers(startMoment())).toBe(true);
  });
});
