import type { BadgeTone, ListingBadge } from './property-labels';

// Under Offer is orange, Reduced red; the colours keep 4.5:1 contrast with white text (and on
// the page's light backgrounds, where the detail page writes its reduction in the red).
export const TONE_COLOURS: Readonly<Record<BadgeTone, string>> = {
  offer: '#b45309',
  sale: '#1f5f3a',
  rent: '#1e4f8a',
  status: '#37474f',
  reduced: '#a4262c',
};

export function PropertyBadge({ badge }: { badge: ListingBadge }) {
  return (
    <span className="kit-chip listing-badge" style={{ backgroundColor: TONE_COLOURS[badge.tone] }}>
      {badge.label}
    </span>
  );
}
