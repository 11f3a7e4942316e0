import { useCallback, useEffect, useRef, useState } from 'react';

/** The DOM id of an item's Edit button in a list of `scope` ('property'), where focus returns. */
export const editButtonId = (scope: string, id: string): string => `${scope}-edit-${id}`;

/**
 * When a form closes or an item goes, the focused control goes with it and focus would fall to
 * the page start, far from where the admin was. `returnTo(id)` puts the focus back on that item's
 * Edit button (scrolled into view): the item just edited, or the one just created. With no item
 * (a deleted one), or one the list does not show, the focus goes to the section's heading (which
 * needs tabIndex -1). Called as the form closes, it acts once the list has rendered.
 */
export function useReturnFocus(scope: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [target, setTarget] = useState<{ id: string | null } | null>(null);

  useEffect(() => {
    if (target === null) return;
    const button =
      target.id === null ? null : document.getElementById(editButtonId(scope, target.id));
    if (button) {
      // Centred: a sticky header would hide an item scrolled only to the top edge.
      if (typeof button.scrollIntoView === 'function') button.scrollIntoView({ block: 'center' });
      button.focus({ preventScroll: true });
    } else {
      headingRef.current?.focus();
    }
    setTarget(null);
  }, [target, scope]);

  const returnTo = useCallback((id: string | null) => setTarget({ id }), []);
  return { headingRef, returnTo };
}
