import { LONGEST_WAIT_FOR_PAINT_MS, mainScriptMoment } from './main-script-moment';
import { settledAfterTimers } from '../../test/settled-after-timers';

/** The browser's paint reports, as far as the moment reads them (jsdom has none). */
class PaintReports {
  static supportedEntryTypes = ['paint'];
  static observers: PaintReports[] = [];
  observing = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    PaintReports.observers.push(this);
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  static report(name: string) {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
    for (const observer of PaintReports.observers.filter((o) => o.observing)) {
      observer.callback(list as unknown as PerformanceObserverEntryList, observer as never);
    }
  }
}

describe('mainScriptMoment', () => {
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    jest.useFakeTimers();
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    Object.assign(window, { PerformanceObserver: PaintReports });
    PaintReports.observers = [];
    document.body.innerHTML = '<div id="root"><main>Served</main></div>';
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits on a served page until the browser reports its first contentful paint', async () => {
    const moment = mainScriptMoment();
    expect(await settledAfterTimers(moment)).toBe(false);
    PaintReports.report('first-paint');
    expect(await settledAfterTimers(moment)).toBe(false);
    PaintReports.report('first-contentful-paint');
    expect(await settledAfterTimers(moment)).toBe(true);
    expect(PaintReports.observers.every((observer) => !observer.observing)).toBe(true);
  });

  it('starts at once on a page the browser renders itself', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settledAfterTimers(mainScriptMoment())).toBe(true);
  });

  it('starts at once in a hidden or prerendering tab, which paints nothing', async () => {
    visibility = 'hidden';
    expect(await settledAfterTimers(mainScriptMoment())).toBe(true);
  });

  it('starts at once in a browser that reports no paints', async () => {
    PaintReports.supportedEntryTypes = [];
    try {
      expect(await settledAfterTimers(mainScriptMoment())).toBe(true);
    } finally {
      PaintReports.supportedEntryTypes = ['paint'];
    }
  });

  it('starts when the tab is hidden before its first paint', async () => {
    const moment = mainScriptMoment();
    expect(await settledAfterTimers(moment)).toBe(false);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settledAfterTimers(moment)).toBe(true);
  });

  it('starts as soon as the visitor taps, clicks or types', async () => {
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
      const moment = mainScriptMoment();
      expect(await settledAfterTimers(moment)).toBe(false);
      document.querySelector('main')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settledAfterTimers(moment)).toBe(true);
    }
  });

  it('starts anyway when no paint is reported in time', async () => {
    const moment = mainScriptMoment();
    expect(await settledAfterTimers(moment, LONGEST_WAIT_FOR_PAINT_MS - 100)).toBe(false);
    expect(await settledAfterTimers(moment, 100)).toBe(true);
  });
});
