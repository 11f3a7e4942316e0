import { useEffect, useRef, type ReactNode } from 'react';
import { setBottomBarsHeight } from '@reedmere/web-kit';

export interface BottomDockProps {
  /** Full-width bars along the bottom edge, such as the cookie banner; the page keeps their height clear. */
  readonly bars: ReactNode;
  /** Floating controls at the right, always just above the bars. */
  readonly floating?: ReactNode;
}

/**
 * The overlays fixed to the bottom of the window. The floating controls sit in the same column
 * as the bars, so they rise above them (whatever their height on a phone) and never cover their
 * buttons. Above page content, below dialogs and toasts.
 */
export function BottomDock({ bars, floating }: BottomDockProps) {
  const barsRef = useRef<HTMLDivElement>(null);
  // The page keeps the bars' height clear: at its end, so the footer's last line can be scrolled
  // above them, and when a focused control is scrolled into view, so keyboard focus never lands
  // underneath. Toasts read the same height to sit above the bars.
  useEffect(() => {
    const element = barsRef.current;
    const root = document.documentElement;
    const body = document.body;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      root.style.scrollPaddingBottom = height;
      setBottomBarsHeight(height);
      body.style.paddingBottom = height;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
      setBottomBarsHeight(null);
      body.style.paddingBottom = '';
    };
  }, []);
  return (
    <div className="site-dock">
      <div ref={barsRef}>{bars}</div>
      {floating && <div className="site-dock__floating">{floating}</div>}
    </div>
  );
}
