import { Toaster } from 'sonner';
import { BOTTOM_BARS_HEIGHT } from './bottom-bars-height';
import { ON_TOUCH, TOUCH_TARGET_PX } from './touch';
import { toastColourProperties } from './toast-colours';
import { TOAST_DURATION_MS } from './notify';

// The close button is drawn small on the toast's corner; on touch screens an invisible margin
// around it takes a finger-sized tap without covering the message. Plain CSS: the region comes
// with the first toast on any page, which need not load the styling library for it.
const CLOSE_BUTTON_TAP_AREA = `${ON_TOUCH} {
  [data-sonner-toast] [data-close-button]::after {
    content: '';
    position: absolute;
    left: 50%;
    top: 50%;
    width: ${TOUCH_TARGET_PX}px;
    height: ${TOUCH_TARGET_PX}px;
    transform: translate(-50%, -50%);
  }
}`;

/** Just above the bars fixed along the bottom, so a toast never covers their buttons. */
const aboveBottomBars = (gapPx: number) => `calc(var(${BOTTOM_BARS_HEIGHT}, 0px) + ${gapPx}px)`;

const COLOURS = toastColourProperties();

/**
 * The page's one toast region: at the bottom of the window, where it covers none of the header's
 * navigation; a polite live region, so screen readers announce each toast; F8 moves focus to it,
 * a swipe to the right dismisses.
 */
export function ToastRegion() {
  return (
    <>
      <style>{CLOSE_BUTTON_TAP_AREA}</style>
      <Toaster
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        hotkey={['F8']}
        position="bottom-center"
        offset={{ bottom: aboveBottomBars(24) }}
        mobileOffset={{ bottom: aboveBottomBars(16) }}
        swipeDirections={['right']}
        containerAriaLabel="Notifications"
        richColors
        closeButton
        style={COLOURS}
      />
    </>
  );
}
