import { GlobalStyles } from '@mui/material';
import { toast, Toaster } from 'sonner';
import { ON_TOUCH, TOUCH_TARGET_PX } from './theme';

/** A toast stays 5 seconds unless dismissed. */
export const TOAST_DURATION_MS = 5000;

/** The page's one toast region: F8 moves focus to it, a swipe to the right dismisses. */
// The close button is drawn small on the toast's corner; on touch screens an invisible margin
// around it takes a finger-sized tap without covering the message.
const CLOSE_BUTTON_TAP_AREA = {
  [ON_TOUCH]: {
    '[data-sonner-toast] [data-close-button]::after': {
      content: '""',
      position: 'absolute',
      left: '50%',
      top: '50%',
      width: TOUCH_TARGET_PX,
      height: TOUCH_TARGET_PX,
      transform: 'translate(-50%, -50%)',
    },
  },
};

export function ToastRegion() {
  return (
    <>
      <GlobalStyles styles={CLOSE_BUTTON_TAP_AREA} />
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
    </>
  );
}

export interface ToastMessage {
  title: string;
  description?: string;
}

type Variant = 'success' | 'error' | 'info';

// At most one toast at once: a new one replaces whatever is showing.
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
