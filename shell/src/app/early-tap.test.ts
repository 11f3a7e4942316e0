import { keepEarlyTap, REPLAY_WITHIN_MS, type EarlyTap } from './early-tap';

describe('keepEarlyTap', () => {
  let earlyTap: EarlyTap;
  let seen: string[];

  /** Every mouse event that reaches the page's root, as `<type> <id of its target>`. */
  const record = (event: Event) => seen.push(`${event.type} ${(event.target as Element).id}`);

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `
      <div id="root">
        <div id="filter" role="combobox"><span id="filter-label">Sort by</span></div>
        <button id="alerts" type="button">Get alerts</button>
        <a id="link" href="#somewhere"><span id="link-text">A property</span></a>
        <label id="label" for="price">Price</label><input id="price" />
        <form><button id="send">Send</button></form>
      </div>`;
    // jsdom cannot navigate: the form's own submission is stopped, as the browser's would go ahead.
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    earlyTap = keepEarlyTap();
    seen = [];
  });

  afterEach(() => {
    earlyTap.stopKeeping();
    document.getElementById('root')?.removeEventListener('mousedown', record);
    document.getElementById('root')?.removeEventListener('mouseup', record);
    document.getElementById('root')?.removeEventListener('click', record);
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  /** From here on, the page's own handlers: what the replay makes them see. */
  const goLive = () => {
    const root = document.getElementById('root')!;
    for (const type of ['mousedown', 'mouseup', 'click']) root.addEventListener(type, record);
  };

  const tap = (id: string) => document.getElementById(id)!.click();

  it('plays the last tap again, as a whole click, on the element tapped', () => {
    tap('alerts');
    tap('filter-label');
    goLive();
    earlyTap.replay();
    expect(seen).toEqual(['mousedown filter-label', 'mouseup filter-label', 'click filter-label']);
  });

  it('plays it once only', () => {
    tap('alerts');
    goLive();
    earlyTap.replay();
    earlyTap.replay();
    expect(seen).toEqual(['mousedown alerts', 'mouseup alerts', 'click alerts']);
  });

  it.each([
    ['a link', 'link-text'],
    ['a label', 'label'],
    ['a form field', 'price'],
    ['a button that submits its form', 'send'],
  ])('never plays again a tap on %s, which the browser acted on', (_what, id) => {
    tap(id);
    goLive();
    earlyTap.replay();
    expect(seen).toEqual([]);
  });

  it('forgets an earlier tap when the last one was on a link', () => {
    tap('alerts');
    tap('link-text');
    goLive();
    earlyTap.replay();
    expect(seen).toEqual([]);
  });

  it('keeps no tap made once the page answers taps itself', () => {
    earlyTap.stopKeeping();
    tap('alerts');
    goLive();
    earlyTap.replay();
    expect(seen).toEqual([]);
  });

  it('drops a tap the visitor made too long ago', () => {
    tap('alerts');
    jest.advanceTimersByTime(REPLAY_WITHIN_MS + 1);
    goLive();
    earlyTap.replay();
    expect(seen).toEqual([]);
  });

  it('drops a tap on an element that is no longer on the page', () => {
    tap('alerts');
    document.getElementById('alerts')!.remove();
    goLive();
    earlyTap.replay();
    expect(seen).toEqual([]);
  });
});
