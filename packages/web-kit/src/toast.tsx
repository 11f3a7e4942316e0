import { toast, Toaster } from 'sonner';

/** Spec section 9: a toast stays 5 seconds unless dismissed. */
export const TOAST_DURATION_MS = 5000;

/** The page's one toast region: F8 moves focus to it, a swipe to the right dismisses. */
export function ToastRegion() {
  return (
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      hotkey={['F8']}
      // Clear of the cookie banner and the floating call buttons along the bottom.
      position="top-center"
      swipeDirections={['right']}
      containerAriaLabel="Notifications"
      richColors
      closeButton
    />
  );
}

export interface ToastMessage {
  title: string;
  description?: string;
}

type Variant = 'success' | 'error' | 'info';

// At most one toast at once (spec section 9): a new one replaces whatever is showing.
function show(variant: Variant, { title, description }: ToastMessage): void {
  toast.dismiss();
  toast[variant](title, description === undefined ? undefined : { description });
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
