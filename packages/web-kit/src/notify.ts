/** A toast stays 5 seconds unless dismissed. */
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  title: string;
  description?: string;
}

type Variant = 'success' | 'error' | 'info';

// The toast library loads with the first toast, not with the page: most visits show none. The
// shell draws the region once the library is loaded, and sonner hands a region that subscribes
// late the toasts still showing, so the first one is not lost.
let library: Promise<typeof import('sonner')> | null = null;
function loadLibrary(): Promise<typeof import('sonner')> {
  if (!library) {
    library = import('sonner');
    // A failed download is forgotten, so the next toast tries again.
    library.catch(() => {
      library = null;
    });
  }
  return library;
}

/**
 * Loads the toast library before the first toast, for a screen whose everyday feedback is toasts
 * (the admin panel): the region is on the page by the time one is needed, so a toast followed by
 * a move to another page is on screen before the page moves on, however slow the connection.
 */
export function loadToastsAhead(): void {
  // A failed download is tried again with the first toast.
  loadLibrary().catch(() => undefined);
}

// At most one toast at once: a new one replaces whatever is showing.
function show(variant: Variant, { title, description }: ToastMessage): void {
  loadLibrary().then(
    ({ toast }) => {
      toast.dismiss();
      toast[variant](title, description === undefined ? undefined : { description });
    },
    // Without the library there is no toast; the form's own status on the page still tells.
    () => undefined,
  );
}

/**
 * Shows a toast from anywhere on the page. `sonner` is a shared singleton, so a remote's call
 * reaches the region the shell renders.
 */
export const notify = {
  success: (message: ToastMessage) => show('success', message),
  error: (message: ToastMessage) => show('error', message),
  info: (message: ToastMessage) => show('info', message),
};
