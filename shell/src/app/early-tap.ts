/**
 * A tap on a served page before its code has taken the page over finds no handler: the filter
 * does not open, "Get alerts" does nothing. The last such tap is kept and played again once the
 * page is live, so the visitor does not have to tap twice. A tap the browser has already acted on
 * (a link, a form field, a label, a button that submits its form) is never played again, and
 * neither is one so old that the visitor has likely moved on.
 */
export const REPLAY_WITHIN_MS = 5000;

/** Elements whose click the browser acts on by itself. */
const NATIVE_ACTION =
  'a[href], area[href], label, input, select, textarea, summary, [contenteditable]:not([contenteditable="false"])';

/** What makes a click, in order: mousedown opens a select menu, click presses a button. */
const CLICK_SEQUENCE = ['mousedown', 'mouseup', 'click'] as const;

export interface EarlyTap {
  /** From now on the page's own handlers answer taps (call it when hydration starts). */
  stopKeeping(): void;
  /** Plays the kept tap again, at most once (call it once the page is hydrated). */
  replay(): void;
}

function actsByItself(target: Element): boolean {
  if (target.closest(NATIVE_ACTION)) return true;
  const button = target.closest('button');
  return button !== null && button.form !== null && button.type !== 'button';
}

export function keepEarlyTap(): EarlyTap {
  let kept: { target: Element; at: number } | undefined;
  const keep = (event: Event) => {
    const target = event.target;
    kept =
      target instanceof Element && !actsByItself(target) ? { target, at: Date.now() } : undefined;
  };
  document.addEventListener('click', keep, true);
  const stopKeeping = () => document.removeEventListener('click', keep, true);
  return {
    stopKeeping,
    replay() {
      stopKeeping();
      const tap = kept;
      kept = undefined;
      if (!tap || !tap.target.isConnected || Date.now() - tap.at > REPLAY_WITHIN_MS) return;
      for (const type of CLICK_SEQUENCE) {
        tap.target.dispatchEvent(
          new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, view: window }),
        );
      }
    },
  };
}
