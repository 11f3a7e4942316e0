/**
 * What a visitor does on a served page before its code has taken the page over finds no handler:
 * a tap opens nothing, typed text never reaches the page's state (a calculator goes on showing the
 * result for the figure it was served with), and a form submits itself the browser's way,
 * reloading the page with every field in its address. From the moment the shell's code runs,
 * these are kept; once each part of the page they concern is live they are played again: first
 * every field the visitor changed there announces its value, as typing would, then the last tap
 * or form submission happens again.
 *
 * The same holds once React listens, for a part of the page it has not hydrated yet and whose
 * code has not arrived (a section loaded on demand): React stops a tap or a change there, and it
 * is kept and played again once that part is live.
 *
 * A tap the browser acted on by itself (a link, a form field, a label) is not played again, nor
 * one more than 10 s old, on an element no longer on the page, or followed by another tap the
 * page's code answered. A form is held back from the browser only while no code of the page
 * has stopped its submission, only if it names no address of its own, and only until the first
 * wait after hydration is over.
 */
export const REPLAY_WITHIN_MS = 10000;
/**
 * How long the parts of the page holding what was kept may take to come alive, from hydration or
 * from the moment it was kept, whichever is later.
 */
export const WAIT_FOR_LIVE_MS = 10000;
const POLL_MS = 100;

/** Elements whose click the browser acts on by itself. */
const NATIVE_ACTION = [
  'a[href]',
  'area[href]',
  'label',
  'input',
  'select',
  'textarea',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[popovertarget]',
  '[commandfor]',
].join(', ');

/** What makes a click, in order: mousedown opens a select menu, click presses a button. */
const CLICK_SEQUENCE = ['mousedown', 'mouseup', 'click'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor left in a field: its value, or whether it is ticked. */
interface Entry {
  field: Field;
  value: string;
  checked: boolean;
}

type Action =
  | { kind: 'tap'; target: Element; at: number }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export interface EarlyInteraction {
  /**
   * React listens on `root` (call it as hydration starts): from here on, only what React stops
   * there is kept.
   */
  stopKeeping(root: Element): void;
  /** Plays again what was kept as each part comes alive (call it once the page is hydrated). */
  replay(): void;
  /** Forgets everything and stops listening (the page's code could not start). */
  forget(): void;
}

function actsByItself(target: Element): boolean {
  if (target.closest(NATIVE_ACTION)) return true;
  const button = target.closest('button');
  return button !== null && button.form !== null && button.type !== 'button';
}

/** A field whose value one string holds (not a file, not a multiple choice). */
function isField(target: EventTarget | null): target is Field {
  if (target instanceof HTMLInputElement) return target.type !== 'file';
  if (target instanceof HTMLSelectElement) return !target.multiple;
  return target instanceof HTMLTextAreaElement;
}

/**
 * Whether the page sends this form itself. React writes a `javascript:` address on a form whose
 * action is a function; any other address, a submit button's own, or a dialog form is the
 * browser's to send.
 */
function sentByThePage(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  const action = form.getAttribute('action');
  if (action !== null && !action.trim().toLowerCase().startsWith('javascript:')) return false;
  if (form.method === 'dialog' || submitter?.hasAttribute('formaction')) return false;
  return true;
}

function snapshot(field: Field): Entry {
  return {
    field,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  };
}

/**
 * Makes the page's code see the entry as newly typed. React reports a change only against the
 * value it last saw, so the field is shown another value first, through its own setter (which
 * React watches), then the visitor's through the prototype's (which it does not).
 */
function announce({ field, value, checked }: Entry): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio the visitor left for another one is announced by that one.
    if (field.type === 'radio' && !checked) return;
    field.checked = !checked;
    field.click();
    return;
  }
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Whether React answers events on `element` now. An event on a part of the page not hydrated
 * yet makes React hydrate it at once if its code is loaded; if not, React stops the event at the
 * page's root. So an `input` event that reaches the window says the part is live (and a field
 * that has not changed since React last saw it ignores it).
 */
function isLive(element: Element): boolean {
  if (!element.isConnected) return true;
  let reached = false;
  const arrive = () => {
    reached = true;
  };
  window.addEventListener('input', arrive);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  window.removeEventListener('input', arrive);
  return reached;
}

function play(action: Action): void {
  if (action.kind === 'tap') {
    if (!action.target.isConnected || Date.now() - action.at > REPLAY_WITHIN_MS) return;
    for (const type of CLICK_SEQUENCE) {
      action.target.dispatchEvent(
        new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, view: window }),
      );
    }
    return;
  }
  const { form, submitter } = action;
  if (!form.isConnected) return;
  const sameSubmitter =
    submitter?.isConnected &&
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
    submitter.type === 'submit' &&
    submitter.form === form;
  if (typeof form.requestSubmit === 'function') {
    form.requestSubmit(sameSubmitter ? submitter : null);
  } else {
    // Browsers without requestSubmit (Safari before 16): the page's handler still runs.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  }
}

export function keepEarlyInteraction(): EarlyInteraction {
  /** Each field the visitor changed, as they left it: the page may redraw it before it is live. */
  const changed = new Map<Field, Entry>();
  let last: Action | undefined;
  /** Where React listens, once it does: until then, everything is kept. */
  let reactRoot: Element | undefined;
  let replaying = false;
  /** True while kept interactions wait for their parts to come alive. */
  let waiting = false;
  let giveUpAt = 0;
  /** True while this module dispatches events of its own, which it must not take for the visitor's. */
  let dispatching = false;
  let forgotten = false;
  /**
   * Runs a step that dispatches events. One that fails (a field the page has changed meanwhile)
   * skips only itself: the visitor can do it again.
   */
  const ours = <T>(step: () => T): T | undefined => {
    dispatching = true;
    try {
      return step();
    } catch {
      return undefined;
    } finally {
      dispatching = false;
    }
  };

  /** Plays what was kept as each part comes alive, up to `giveUpAt`. */
  const step = () => {
    if (forgotten) return;
    const liveFields = [...changed.keys()].filter((field) => ours(() => isLive(field)));
    // In a task of its own: state that the page set while coming alive is drawn first.
    setTimeout(() => {
      if (forgotten) return;
      for (const field of liveFields) {
        const entry = changed.get(field);
        changed.delete(field);
        if (entry && field.isConnected) ours(() => announce(entry));
      }
      const outOfTime = Date.now() >= giveUpAt;
      // A field whose part has come alive since is announced first, at the next step; one in a
      // part still not live does not hold back a tap on a part that is.
      const fieldsJustLive = [...changed.keys()].some((field) => ours(() => isLive(field)));
      const action = last;
      const target = action?.kind === 'tap' ? action.target : action?.form;
      if (action && target && (!fieldsJustLive || outOfTime) && ours(() => isLive(target))) {
        last = undefined;
        ours(() => play(action));
      }
      if ((changed.size === 0 && !last) || outOfTime) {
        changed.clear();
        last = undefined;
        waiting = false;
        // Once the first wait is over, forms are the browser's again (or their part's code's).
        stopListening((type) => type === 'submit');
      } else {
        setTimeout(step, POLL_MS);
      }
    }, 0);
  };
  /** Plays what is kept once its part is live, waiting up to WAIT_FOR_LIVE_MS from now. */
  const waitForLive = () => {
    giveUpAt = Math.max(giveUpAt, Date.now() + WAIT_FOR_LIVE_MS);
    if (!replaying || waiting) return;
    waiting = true;
    step();
  };

  const keepField = (field: Field) => changed.set(field, snapshot(field));
  const keepTap = (target: EventTarget | null) => {
    // A form sent is sent, whatever is tapped after it.
    if (last?.kind === 'submit') return;
    last =
      target instanceof Element && !actsByItself(target)
        ? { kind: 'tap', target, at: Date.now() }
        : undefined;
  };
  /** The page's code had its chance at the event: nothing of it is to be played again. */
  const settled = (event: Event) => {
    // A tap the page's code answered is the visitor's last word.
    if (event.type === 'click' && last?.kind === 'tap') last = undefined;
    if (event.type !== 'click' && isField(event.target)) changed.delete(event.target);
  };
  /**
   * React stops an event at its root, before it reaches its element, when that part of the page
   * is not hydrated yet and its code is not there to hydrate it at once. Such an event is kept as
   * one made before React listened: a field's value as it is now, a tap if its element is still
   * not live (a handler of the page's may stop a tap on its way down too, and a tap it answered
   * must not be made twice).
   */
  const keepIfStopped = (event: Event) => {
    const target = event.target;
    if (event.type !== 'click' && isField(target)) {
      keepField(target);
    } else if (
      event.type === 'click' &&
      target instanceof Element &&
      target.isConnected &&
      !ours(() => isLive(target))
    ) {
      keepTap(target);
    } else {
      settled(event);
      return;
    }
    waitForLive();
  };
  /**
   * Settles the event as it reaches its own element, before the element's own handlers; one that
   * has not by the end of its dispatch was stopped on its way.
   */
  const watchArrival = (event: Event, target: EventTarget) => {
    let arrived = false;
    const arrive = (seen: Event) => {
      if (seen !== event) return;
      arrived = true;
      settled(event);
    };
    target.addEventListener(event.type, arrive, true);
    setTimeout(() => {
      target.removeEventListener(event.type, arrive, true);
      if (!arrived && !forgotten) keepIfStopped(event);
    }, 0);
  };

  // Seen first, on the way down.
  const onVisitorEvent = (event: Event) => {
    if (dispatching) return;
    const target = event.target;
    if (!reactRoot) {
      if (event.type === 'click') keepTap(target);
      else if (isField(target)) keepField(target);
    } else if (target instanceof Node && reactRoot.contains(target)) {
      // What a kept field holds is always what the visitor left in it.
      if (isField(target) && changed.has(target)) keepField(target);
      watchArrival(event, target);
    } else {
      // Outside the root (a dialog drawn in the body) nothing is waiting to be hydrated.
      settled(event);
    }
  };
  // Seen last, on the window: a submission that the page's code has taken is already stopped.
  const onSubmit = (event: Event) => {
    if (dispatching) return;
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (event.defaultPrevented) {
      if (last?.kind === 'submit' && last.form === form) last = undefined;
      return;
    }
    const submitter = (event as SubmitEvent).submitter;
    if (!sentByThePage(form, submitter)) return;
    event.preventDefault();
    last = { kind: 'submit', form, submitter };
  };
  const listeners: Array<[EventTarget, string, (event: Event) => void, boolean]> = [
    [document, 'click', onVisitorEvent, true],
    [document, 'input', onVisitorEvent, true],
    [document, 'change', onVisitorEvent, true],
    [window, 'submit', onSubmit, false],
  ];
  for (const [target, type, listener, capture] of listeners) {
    target.addEventListener(type, listener, capture);
  }
  function stopListening(only?: (type: string) => boolean) {
    for (const [target, type, listener, capture] of listeners) {
      if (!only || only(type)) target.removeEventListener(type, listener, capture);
    }
  }
  const forget = () => {
    forgotten = true;
    stopListening();
    changed.clear();
    last = undefined;
  };

  return {
    stopKeeping(root) {
      reactRoot = root;
    },
    forget,
    replay() {
      if (replaying) return;
      replaying = true;
      // Not told where React listens: it answers the whole page from now on.
      reactRoot ??= document.documentElement;
      // A part whose code is still loading (a page loaded on demand) comes alive later.
      waitForLive();
    },
  };
}
