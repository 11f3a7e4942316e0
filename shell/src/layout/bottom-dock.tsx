import { useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';

export interface BottomDockProps {
  /** Full-width bars along the bottom edge, such as the cookie banner. */
  readonly bar: ReactNode;
  /** Floating controls at the right, always just above the bar. */
  readonly floating: ReactNode;
}

/**
 * The overlays fixed to the bottom of the window. The floating controls sit in the same column
 * as the bar, so they rise above it while it shows (whatever its height on a phone) and never
 * cover its buttons. Above page content, below dialogs and toasts.
 */
export function BottomDock({ bar, floating }: BottomDockProps) {
  const barRef = useRef<HTMLDivElement>(null);
  // While a bar shows, the page keeps its height clear when scrolling a focused control into
  // view, so keyboard focus never lands under the cookie banner.
  useEffect(() => {
    const element = barRef.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <Box
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        // The bar comes first in the document (it is read first), but is drawn at the bottom.
        flexDirection: 'column-reverse',
        // Only the controls take clicks; the empty space around them leaves the page usable.
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      <Box ref={barRef}>{bar}</Box>
      <Box sx={{ alignSelf: 'flex-end', m: 2, mb: { xs: 1.5, sm: 2 } }}>{floating}</Box>
    </Box>
  );
}
