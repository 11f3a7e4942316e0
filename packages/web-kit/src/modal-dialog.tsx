import {
  useEffect,
  useRef,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';

export interface ModalDialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onCancel' | 'onClose'
> {
  /** Escape, or any other request to close it (a phone's back gesture). */
  onClose: () => void;
}

/**
 * The browser's own modal dialog, open while it is drawn: the page behind is inert, so focus
 * stays inside; the control marked `data-autofocus` (or else the first one) takes focus, and focus
 * goes back to whatever opened it when it goes.
 */
export function ModalDialog({ onClose, onKeyDown, children, ...rest }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    if (element && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    return () => {
      if (element?.open) element.close();
      // A dialog taken out of the page leaves focus nowhere: it goes back to the opener.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // Closed here rather than by the browser, so the page's state says it is shut.
      event.preventDefault();
      onClose();
    }
  };
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog {...rest} ref={dialog} onKeyDown={keyDown} onCancel={cancel}>
      {children}
    </dialog>
  );
}
