import { act } from '@testing-library/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  keepEarlyInteraction,
  REPLAY_WITHIN_MS,
  WAIT_FOR_LIVE_MS,
  type EarlyInteraction,
} from './early-interaction';

/** A served form: a price, a checkbox, a select and a submit button, each held in React state. */
function Form({ onSend }: { onSend: (sent: string) => void }) {
  const [price, setPrice] = useState('300000');
  const [firstTime, setFirstTime] = useState(false);
  const [type, setType] = useState('residential');
  const [detailsShown, setDetailsShown] = useState(false);
  const summary = `${price} ${firstTime ? 'first-time' : 'not-first-time'} ${type}`;
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(summary);
  };
  return (
    <form onSubmit={send}>
      <input id="price" value={price} onChange={(e) => setPrice(e.target.value)} />
      <input
        id="first-time"
        type="checkbox"
        checked={firstTime}
        onChange={(e) => setFirstTime(e.target.checked)}
      />
      <select id="type" value={type} onChange={(e) => setType(e.target.value)}>
        <option value="residential">Residential</option>
        <option value="commercial">Commercial</option>
      </select>
      <output id="summary">{summary}</output>
      <button id="send">Send</button>
      <button id="details" type="button" onClick={() => setDetailsShown(true)}>
        Details
      </button>
      <p id="shown">{detailsShown ? 'details shown' : ''}</p>
    </form>
  );
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

// A visitor's input is wrapped in act: on a part React has not hydrated yet, an event makes React
// schedule that part's hydration.

/** What a visitor's typing does to a field: its value changes and it says so. */
function type(id: string, value: string) {
  const field = byId<HTMLInputElement>(id);
  field.value = value;
  act(() => void field.dispatchEvent(new Event('input', { bubbles: true })));
}

function choose(id: string, value: string) {
  const select = byId<HTMLSelectElement>(id);
  select.value = value;
  act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('keepEarlyInteraction on a page React hydrates', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  let early: EarlyInteraction;
  let sent: string[];
  let browserSubmissions: number;
  const countBrowserSubmission = (event: Event) => {
    if (!event.defaultPrevented) browserSubmissions += 1;
    // jsdom cannot navigate: the browser's own submission is counted, then stopped.
    event.preventDefault();
  };

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    browserSubmissions = 0;
    const tree = <Form onSend={(summary) => sent.push(summary)} />;
    container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    // Registered after the kept-interaction listener, as the page's last say on a submission.
    early = keepEarlyInteraction();
    window.addEventListener('submit', countBrowserSubmission);
    hydrate = async () => {
      early.stopKeeping(container);
      await act(async () => {
        root = hydrateRoot(container, tree);
      });
    };
  });

  afterEach(() => {
    early.forget();
    window.removeEventListener('submit', countBrowserSubmission);
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    jest.useRealTimers();
  });

  let hydrate: () => Promise<void>;
  const replay = () =>
    act(() => {
      early.replay();
      jest.runOnlyPendingTimers();
    });
  const summary = () => byId('summary').textContent;

  it('is needed: React alone never sees what was typed before it hydrated', async () => {
    type('price', '350000');
    await hydrate();
    expect(byId<HTMLInputElement>('price').value).toBe('350000');
    expect(summary()).toBe('300000 not-first-time residential');
  });

  it('announces every field changed before hydration, so the page state matches what it shows', async () => {
    type('price', '350000');
    byId<HTMLInputElement>('first-time').click();
    choose('type', 'commercial');
    await hydrate();
    replay();
    expect(summary()).toBe('350000 first-time commercial');
    expect(byId<HTMLInputElement>('first-time').checked).toBe(true);
  });

  it('announces a field the visitor emptied', async () => {
    type('price', '');
    await hydrate();
    replay();
    expect(summary()).toBe(' not-first-time residential');
  });

  it("stops the browser's own submission and submits the form once it is live, with what was typed", async () => {
    type('price', '410000');
    byId('send').click();
    expect(browserSubmissions).toBe(0);
    await hydrate();
    expect(sent).toEqual([]);
    replay();
    expect(sent).toEqual(['410000 not-first-time residential']);
  });

  it('sends a form sent early even when the visitor tapped elsewhere after', async () => {
    type('price', '410000');
    byId('send').click();
    byId('summary').click();
    await hydrate();
    replay();
    expect(sent).toEqual(['410000 not-first-time residential']);
  });

  it('does not send again a form the visitor sent again once the page was live', async () => {
    type('price', '410000');
    byId('send').click();
    await hydrate();
    // The page's own handler sends it (with the state it has so far): that sending replaces the
    // one kept.
    act(() => byId('send').click());
    expect(sent).toHaveLength(1);
    replay();
    expect(sent).toHaveLength(1);
    expect(summary()).toBe('410000 not-first-time residential');
  });

  it('leaves every form to the browser once told to forget', () => {
    early.forget();
    byId('send').click();
    expect(browserSubmissions).toBe(1);
  });

  it('leaves a form that names where it goes to the browser', () => {
    container.querySelector('form')!.setAttribute('action', '/search');
    byId('send').click();
    expect(browserSubmissions).toBe(1);
    early.replay();
    jest.runAllTimers();
    expect(browserSubmissions).toBe(1);
  });
});

interface FormLoadedOnDemand {
  early: EarlyInteraction;
  /** The form's code arrives: React can hydrate it. */
  load(): Promise<void>;
  remove(): void;
}

/**
 * A served form whose code the browser loads on demand, hydrated with the form left as served
 * until `load` is called. `visitor` is what the visitor does before React listens.
 */
async function hydrateWithFormLoadedOnDemand(
  onSend: (summary: string) => void,
  visitor: () => void = () => {},
): Promise<FormLoadedOnDemand> {
  const container = document.createElement('div');
  // The server had the form's code.
  container.innerHTML = renderToString(
    <Suspense>
      <Form onSend={onSend} />
    </Suspense>,
  );
  document.body.appendChild(container);
  let loaded: (module: { default: typeof Form }) => void = () => {};
  const LazyForm = lazy(
    () => new Promise<{ default: typeof Form }>((resolve) => (loaded = resolve)),
  );
  const early = keepEarlyInteraction();
  visitor();
  early.stopKeeping(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Suspense>
        <LazyForm onSend={onSend} />
      </Suspense>,
    );
  });
  return {
    early,
    load: () => act(async () => loaded({ default: Form })),
    remove() {
      early.forget();
      act(() => root?.unmount());
      container.remove();
    },
  };
}

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('keepEarlyInteraction on a part of the page whose code loads on demand', () => {
  let form: FormLoadedOnDemand;
  let sent: string[];

  beforeEach(async () => {
    jest.useFakeTimers();
    sent = [];
    form = await hydrateWithFormLoadedOnDemand(
      (summary) => sent.push(summary),
      () => {
        type('price', '275000');
        byId('send').click();
      },
    );
    act(() => form.early.replay());
    advance(1000);
  });

  afterEach(() => {
    form.remove();
    jest.useRealTimers();
  });

  it('waits for that part to come alive, then plays what was kept, as the visitor left it', async () => {
    expect(sent).toEqual([]);
    // Typed while the code was still loading: React does not see it either.
    type('price', '280000');

    await form.load();
    advance(1000);
    expect(sent).toEqual(['280000 not-first-time residential']);
    expect(byId('summary').textContent).toBe('280000 not-first-time residential');
  });

  it('gives up on a part that never comes alive, and leaves its form to the browser', () => {
    advance(WAIT_FOR_LIVE_MS);
    let submittedByTheBrowser = false;
    const watch = (event: Event) => {
      submittedByTheBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('submit', watch);
    act(() => byId('send').click());
    window.removeEventListener('submit', watch);
    expect(submittedByTheBrowser).toBe(true);
    expect(sent).toEqual([]);
  });
});

describe('keepEarlyInteraction once the page is hydrated but one part of it is not', () => {
  let form: FormLoadedOnDemand;
  let changesSeenByTheWindow: number;
  const countChange = () => void (changesSeenByTheWindow += 1);

  beforeEach(async () => {
    jest.useFakeTimers();
    changesSeenByTheWindow = 0;
    form = await hydrateWithFormLoadedOnDemand(() => {});
    // Nothing was done before the page was live, and the first wait is long over.
    act(() => form.early.replay());
    advance(WAIT_FOR_LIVE_MS + 1000);
    window.addEventListener('change', countChange);
  });

  afterEach(() => {
    window.removeEventListener('change', countChange);
    form.remove();
    jest.useRealTimers();
  });

  it('keeps a choice React stopped, and announces it once that part is live', async () => {
    choose('type', 'commercial');
    type('price', '280000');
    advance(1000);
    // React stopped the event: the part's code is not there to take it.
    expect(changesSeenByTheWindow).toBe(0);
    await form.load();
    advance(1000);
    expect(byId('summary').textContent).toBe('280000 not-first-time commercial');
  });

  it('plays a tap React stopped once that part is live', async () => {
    act(() => byId('details').click());
    advance(1000);
    expect(byId('shown').textContent).toBe('');
    await form.load();
    advance(1000);
    expect(byId('shown').textContent).toBe('details shown');
  });

  it('waits for that part from the moment the choice was kept', async () => {
    choose('type', 'commercial');
    advance(WAIT_FOR_LIVE_MS - 1000);
    await form.load();
    advance(1000);
    expect(byId('summary').textContent).toBe('300000 not-first-time commercial');
  });

  it('gives up on a part that does not come alive within the wait', async () => {
    choose('type', 'commercial');
    advance(WAIT_FOR_LIVE_MS + 1000);
    await form.load();
    advance(1000);
    expect(byId('summary').textContent).toBe('300000 not-first-time residential');
  });
});

/** A counter and a field whose handlers stop their events, as some components' do. */
function Stopping({ changes }: { changes: string[] }) {
  const [taps, setTaps] = useState(0);
  const [text, setText] = useState('');
  return (
    <div>
      <button
        id="counter"
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          setTaps(taps + 1);
        }}
      >
        {taps}
      </button>
      <input
        id="note"
        value={text}
        onChange={(event) => {
          event.stopPropagation();
          changes.push(event.target.value);
          setText(event.target.value);
        }}
      />
    </div>
  );
}

describe('keepEarlyInteraction on a live part whose handlers stop their events', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  let early: EarlyInteraction;
  let changes: string[];

  beforeEach(async () => {
    jest.useFakeTimers();
    changes = [];
    container = document.createElement('div');
    container.innerHTML = renderToString(<Stopping changes={changes} />);
    document.body.appendChild(container);
    early = keepEarlyInteraction();
    early.stopKeeping(container);
    await act(async () => {
      root = hydrateRoot(container, <Stopping changes={changes} />);
    });
    act(() => early.replay());
    advance(1000);
  });

  afterEach(() => {
    early.forget();
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    jest.useRealTimers();
  });

  it('makes a tap the page answered once only', () => {
    act(() => byId('counter').click());
    advance(1000);
    expect(byId('counter').textContent).toBe('1');
  });

  it('announces nothing the page took', () => {
    // Typing, as React sees it: the value changes under it, not through the field's own setter.
    const note = byId<HTMLInputElement>('note');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(note, 'garden');
    act(() => {
      note.dispatchEvent(new Event('input', { bubbles: true }));
    });
    advance(1000);
    expect(changes).toEqual(['garden']);
  });
});

describe('keepEarlyInteraction for taps', () => {
  let early: EarlyInteraction;
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
      </div>`;
    early = keepEarlyInteraction();
    seen = [];
  });

  afterEach(() => {
    early.forget();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  /** From here on, the page's own handlers: what the replay makes them see. */
  const goLive = () => {
    const root = document.getElementById('root')!;
    for (const type of ['mousedown', 'mouseup', 'click']) root.addEventListener(type, record);
  };

  const tap = (id: string) => document.getElementById(id)!.click();
  const replay = () => {
    early.replay();
    jest.runAllTimers();
  };

  it('plays the last tap again, as a whole click, on the element tapped', () => {
    tap('alerts');
    tap('filter-label');
    goLive();
    replay();
    expect(seen).toEqual(['mousedown filter-label', 'mouseup filter-label', 'click filter-label']);
  });

  it('plays it once only', () => {
    tap('alerts');
    goLive();
    replay();
    replay();
    expect(seen).toEqual(['mousedown alerts', 'mouseup alerts', 'click alerts']);
  });

  it.each([
    ['a link', 'link-text'],
    ['a label', 'label'],
    ['a form field', 'price'],
  ])('never plays again a tap on %s, which the browser acted on', (_what, id) => {
    tap(id);
    goLive();
    replay();
    expect(seen).toEqual([]);
  });

  it('forgets an earlier tap when the last one was on a link', () => {
    tap('alerts');
    tap('link-text');
    goLive();
    replay();
    expect(seen).toEqual([]);
  });

  it.each<[string, () => void]>([
    [
      'made once the page answers taps itself',
      () => {
        early.stopKeeping(byId('root'));
        tap('alerts');
      },
    ],
    [
      'made too long ago',
      () => {
        tap('alerts');
        jest.advanceTimersByTime(REPLAY_WITHIN_MS + 1);
      },
    ],
    [
      "followed by another once the page's code has started",
      () => {
        tap('alerts');
        early.stopKeeping(byId('root'));
        tap('filter-label');
      },
    ],
    [
      "followed by another outside the page's root once the page's code has started",
      () => {
        tap('alerts');
        early.stopKeeping(byId('root'));
        const dialog = document.createElement('button');
        document.body.appendChild(dialog);
        dialog.click();
      },
    ],
    [
      'on an element that is no longer on the page',
      () => {
        tap('alerts');
        document.getElementById('alerts')!.remove();
      },
    ],
  ])('plays no tap %s', (_when, visitor) => {
    visitor();
    goLive();
    replay();
    expect(seen).toEqual([]);
  });
});
