import { LOADING_SELECTOR } from '@reedmere/web-kit';
import { QUIET_MS, restorePosition, SETTLE_LIMIT_MS } from './restore-position';

/** jsdom lays nothing out and has no ResizeObserver: the page's growth is reported by hand. */
class ResizeObserverStandIn {
  static current: ResizeObserverStandIn | undefined;
  constructor(private readonly callback: () => void) {
    ResizeObserverStandIn.current = this;
  }
  observe(): void {}
  disconnect(): void {
    ResizeObserverStandIn.current = undefined;
  }
  /** The page's height changed. */
  static grow(): void {
    ResizeObserverStandIn.current?.callback();
  }
}

const POSITION = 2400;

function pageHeight(height: number): void {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: height,
    configurable: true,
  });
}

/** A section still on its way, as web-kit marks one. */
function sectionLoading(): HTMLElement {
  const section = document.createElement('div');
  section.setAttribute(LOADING_SELECTOR.slice(1, -1), '');
  document.body.append(section);
  return section;
}

describe('restorePosition', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = ResizeObserverStandIn;
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    pageHeight(600);
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    scrollTo.mockRestore();
    document.body.replaceChildren();
    document.body.style.overflowAnchor = '';
  });

  const placed = () => scrollTo.mock.calls.length;

  it('puts the window back each time the page grows while a section is loading, well past 10 s', () => {
    const section = sectionLoading();
    restorePosition(POSITION);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: POSITION, left: 0, behavior: 'instant' });
    expect(document.body.style.overflowAnchor).toBe('none');

    // A slow phone: the section's code arrives 20 s later, and the page grows with it.
    jest.advanceTimersByTime(20_000);
    const before = placed();
    pageHeight(5000);
    section.remove();
    ResizeObserverStandIn.grow();
    expect(placed()).toBe(before + 1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: POSITION, left: 0, behavior: 'instant' });

    // Complete and quiet: the hold ends and the browser's scroll anchoring is back.
    jest.advanceTimersByTime(QUIET_MS);
    expect(document.body.style.overflowAnchor).toBe('');
    expect(ResizeObserverStandIn.current).toBeUndefined();
  });

  it('holds while the page is too short for the position, though nothing is marked loading', () => {
    restorePosition(POSITION);
    jest.advanceTimersByTime(QUIET_MS * 3);
    expect(document.body.style.overflowAnchor).toBe('none');
    pageHeight(5000);
    ResizeObserverStandIn.grow();
    jest.advanceTimersByTime(QUIET_MS);
    expect(document.body.style.overflowAnchor).toBe('');
  });

  it('gives up at the limit on a page that never completes', () => {
    sectionLoading();
    restorePosition(POSITION);
    jest.advanceTimersByTime(SETTLE_LIMIT_MS - 1);
    expect(document.body.style.overflowAnchor).toBe('none');
    jest.advanceTimersByTime(1);
    expect(document.body.style.overflowAnchor).toBe('');
    const before = placed();
    ResizeObserverStandIn.grow();
    expect(placed()).toBe(before);
  });

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])(
    "ends at the visitor's first %s, leaving the window where they take it",
    (type) => {
      sectionLoading();
      restorePosition(POSITION);
      window.dispatchEvent(new Event(type));
      expect(document.body.style.overflowAnchor).toBe('');
      const before = placed();
      ResizeObserverStandIn.grow();
      expect(placed()).toBe(before);
    },
  );

  it('ends when the page asks, as it moves to another entry', () => {
    sectionLoading();
    const stop = restorePosition(POSITION);
    stop();
    expect(document.body.style.overflowAnchor).toBe('');
    expect(ResizeObserverStandIn.current).toBeUndefined();
  });
});
