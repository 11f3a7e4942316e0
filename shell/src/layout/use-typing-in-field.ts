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
 */
export function useTypingInField(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    // focusout fires before focus lands elsewhere; reading the active element a task later sees
    // where it went.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(pending);
      pending = setTimeout(() => setTyping(takesText(document.activeElement)), 0);
    };
    update();
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      clearTimeout(pending);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return typing;
}
