/**
 * What a visitor does on a served page before its code has taken the page over finds no handler:
 * a tap opens nothing, typed text never reaches the page's state (a calculator goes on showing the
 * result for the figure it was served with), and a form submits itself the browser's way,
 * reloading the page with every field in its address. From the moment the shell's code runs until
 * hydration starts, these are kept; once the page is live they are played again: first every
 * field the visitor changed announces its value, as typing would, then the last tap or form
 * submission happens again. A tap the browser acted on by itself (a link, a form field, a label)
 * is not played again, nor one more than 5 s old or on an element no longer on the page.
 */
export const REPLAY_WITHIN_MS = 5000;
/** How long the parts of the page holding what was kept may take to come alive after hydration. */
export const WAIT_FOR_LIVE_MS = 10000;
const POLL_MS = 50;

/** Elements whose click the browser acts on by itself. */
const NATIVE_ACTION =
  'a[href], area[href], label, input, select, textarea, summary, [contenteditable]:not([contenteditable="false"])';

/** What makes a click, in order: mousedown opens a select menu, click presses a button. */
const CLICK_SEQUENCE = ['mousedown', 'mouseup', 'click'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Action =
  | { kind: 'tap'; target: Element; at: number }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export interface EarlyInteraction {
  /** From now on the page's own handlers answer (call it when hydration starts). */
  stopKeeping(): void;
  /** Plays again what was kept, at most once (call it once the page is hydrated). */
  replay(): void;
}

function actsByItself(target: Element): boolean {
  if (target.closest(NATIVE_ACTION)) return true;
  const button = target.closest('button');
  return button !== null && button.form !== null && button.type !== 'button';
}

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** What the visitor left in a field: its value, or whether it is ticked. */
type Entry = { field: Field; value: string; checked: boolean };

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
  let reached = false;
  const arrive = () => {
    reached = true;
  };
  window.addEventListener('input', arrive);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  window.removeEventListener('input', arrive);
  return reached;
}

function submitAgain(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) return;
  const sameSubmitter =
    submitter?.isConnected &&
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
    submitter.form === form;
  form.requestSubmit(sameSubmitter ? submitter : null);
}

export function keepEarlyInteraction(): EarlyInteraction {
  const changed = new Set<Field>();
  let last: Action | undefined;
  const onClick = (event: Event) => {
    // A form sent is sent, whatever is tapped after it.
    if (last?.kind === 'submit') return;
    const target = event.target;
    last =
      target instanceof Element && !actsByItself(target)
        ? { kind: 'tap', target, at: Date.now() }
        : undefined;
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    // A form that names where it goes is meant for the browser to send.
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    last = { kind: 'submit', form, submitter: (event as SubmitEvent).submitter };
  };
  const onFieldChange = (event: Event) => {
    if (isField(event.target)) changed.add(event.target);
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onFieldChange],
    ['change', onFieldChange],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  const stopKeeping = () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
  };
  return {
    stopKeeping,
    replay() {
      stopKeeping();
      // Read before anything is played: the page redraws its fields after each announcement, and
      // a controlled select or checkbox then shows what the page held, not what the visitor chose.
      const entries: Entry[] = [...changed].map((field) => ({
        field,
        value: field.value,
        checked: field instanceof HTMLInputElement && field.checked,
      }));
      changed.clear();
      const action = last;
      last = undefined;
      const play = () => {
        for (const entry of entries) if (entry.field.isConnected) announce(entry);
        // A submission is played whenever it was made: the visitor is waiting for it.
        if (action?.kind === 'submit') submitAgain(action.form, action.submitter);
        else if (action?.target.isConnected && Date.now() - action.at <= REPLAY_WITHIN_MS) {
          for (const type of CLICK_SEQUENCE) {
            action.target.dispatchEvent(
              new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, view: window }),
            );
          }
        }
      };
      const targets = [
        ...entries.map((entry) => entry.field),
        ...(action ? [action.kind === 'submit' ? action.form : action.target] : []),
      ];
      if (targets.length === 0) return;
      // A part whose code is still loading (a page loaded on demand) comes alive later.
      const giveUpAt = Date.now() + WAIT_FOR_LIVE_MS;
      const playOnceLive = () => {
        if (targets.every((target) => !target.isConnected || isLive(target))) {
          // In a task of its own: state that the page set while coming alive is drawn first.
          setTimeout(play, 0);
        } else if (Date.now() < giveUpAt) {
          setTimeout(playOnceLive, POLL_MS);
        }
      };
      playOnceLive();
    },
  };
}
