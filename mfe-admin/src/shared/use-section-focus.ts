import { useCallback, useEffect, useRef } from 'react';

/**
 * When a form closes or a deleted item goes, the focused button goes with it and focus would fall
 * to the page start. This puts keyboard and screen-reader users back on the section's heading
 * (which needs tabIndex -1).
 */
export function useSectionFocus(formOpen: boolean) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !formOpen) headingRef.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen]);
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);
  return { headingRef, focusHeading };
}
