import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How far a finger must travel sideways, and more than up or down, to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

// A click the browser sends straight after a swipe belongs to the swipe, not to a tap.
const CLICK_AFTER_SWIPE_MS = 500;

/**
 * Swiping left calls `onSwipe(1)` (the next photo), swiping right `onSwipe(-1)`. Spread the result
 * on the element: its `touch-action` leaves vertical scrolling and pinch zoom to the browser (which
 * then cancels the pointer, so a scroll never swipes) and hands sideways drags to the page. Touch
 * and pen only: a mouse has the arrows, and dragging an image with it starts the browser's own
 * drag.
 */
export function useHorizontalSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const swipedAt = useRef(Number.NEGATIVE_INFINITY);

  return {
    style: { touchAction: 'pan-y pinch-zoom' },
    onPointerDown: (event: PointerEvent) => {
      swipedAt.current = Number.NEGATIVE_INFINITY;
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      swipedAt.current = event.timeStamp;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (event.timeStamp - swipedAt.current > CLICK_AFTER_SWIPE_MS) return;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
