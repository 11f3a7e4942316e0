/** What a browser focuses first in a dialog shown. */
const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]';

/**
 * jsdom has `<dialog>` but not its methods. Installs the part a page relies on: `showModal`
 * opens it and takes focus to its first control, as a browser does; `close` shuts it and says
 * so. The inert page behind is the browser's, so the browser tests check that.
 */
export function installDialogMethods(): void {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal === 'function') return;
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  dialog.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
