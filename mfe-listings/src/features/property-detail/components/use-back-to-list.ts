import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from '@reedmere/router';
import type { Property } from '@reedmere/contracts';
import { categoryListPath, readReturnTo } from '../../../shared/list-return';

/**
 * Where 'Back to Properties' goes. Opened from a list, it goes back in history to that list, as
 * the browser's Back would: its filters and page return with it, and the site returns to where
 * the visitor was on it (the link's address names the same list, for a new tab). Arrived
 * directly, it opens the property's own category: residential or commercial, for sale or to let;
 * the generic list when the property is unknown.
 */
export function useBackToList(property: Pick<Property, 'propertyType' | 'priceType'> | undefined) {
  const { state } = useLocation();
  const navigate = useNavigate();
  // History state exists only in the browser: read it after hydration, so the first render
  // matches the page the server sent.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => setReturnTo(readReturnTo(state)), [state]);

  const to = returnTo ?? (property ? categoryListPath(property) : '/properties');
  const onClick = (event: MouseEvent) => {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!returnTo || !plainClick) return;
    event.preventDefault();
    void navigate(-1);
  };
  return { to, onClick };
}
