import { useEffect, useState } from 'react';

/** Whether an element takes typed text: a text field, a text area, a list box or an editor. */
function takesText(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file'].includes(
    element.type,
  );
}

/**
 * True while the visitor's focus is in a field that takes text. On a phone the keyboard is open
 * then and the window is short; overlays make way until the field is left.
 *
 * A press that takes the focus out of a field (on the send button below it, say) brings the
 * overlays back only once the pointer is released: back at once, a bar could come up under the
 * pointer between the press and the release, which would then land on the bar, and the button
 * pressed would never be clicked.
 */
export function useTypingInField(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    // focusout fires before focus lands elsewhere; reading the active element a task later sees
    // where it went (and, after a release, the click it made has been handled).
    let pending: ReturnType<typeof setTimeout> | undefined;
    let pressed = false;
    const update = () => {
      clearTimeout(pending);
      pending = setTimeout(() => {
        if (!pressed) setTyping(takesText(document.activeElement));
      }, 0);
    };
    const press = () => {
      pressed = true;
    };
    const release = () => {
      pressed = false;
      update();
    };
    update();
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      clearTimeout(pending);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, []);
  return typing;
}
