import { useId } from 'react';
import { Link as RouterLink, useLocation } from '@reedmere/router';
import { followedLinkState, type Property } from '@reedmere/contracts';
import { ResponsiveImage } from '@reedmere/web-kit';
import { formatPropertyPrice, RENT_SUFFIX } from './format-price';
import { showsReducedMarker } from './price-reduction';
import { PropertyBadge } from './property-badge';
import { cardFacts } from './property-facts';
import { categoryLabel, marketBadge, REDUCED_BADGE, statusBadge } from './property-labels';

/** Three cards a row on wide screens, two on tablets, one on phones. */
const CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw';

export interface PropertyCardProps {
  property: Property;
  /** The generic list shows the status; the category pages For Sale / To Let. */
  badge?: 'market' | 'status';
  /** In the first row: load the image at once. */
  priority?: boolean;
}

/** A listing card: photo, badges, price with qualifier, place, facts, View Details, Contact Us. */
export function PropertyCard({ property, badge = 'market', priority = false }: PropertyCardProps) {
  // One listing may be in two sections of a page (the home page's): ids must still be unique.
  const titleId = useId();
  const location = useLocation();
  // Day-granular, so the server's render and the browser's hydration agree (see the function).
  const reduced = showsReducedMarker(property, new Date());
  const facts = cardFacts(property);
  return (
    <article aria-labelledby={titleId} className="kit-card">
      <div className="listing-card__picture">
        <ResponsiveImage
          src={property.images?.[0]}
          alt={property.title}
          sizes={CARD_SIZES}
          eager={priority}
        />
        <div className="listing-card__badges">
          <PropertyBadge
            badge={badge === 'status' ? statusBadge(property) : marketBadge(property)}
          />
          {badge === 'status' && (
            <PropertyBadge badge={{ label: categoryLabel(property.propertyType), tone: 'sale' }} />
          )}
          {reduced && <PropertyBadge badge={REDUCED_BADGE} />}
        </div>
      </div>
      <div className="listing-card__content">
        <p className="listing-card__price">
          {formatPropertyPrice(property, RENT_SUFFIX.lettingsCard)}
        </p>
        <h3 id={titleId} className="listing-card__title">
          {property.title}
        </h3>
        <p className="kit-secondary kit-small listing-card__place">
          {property.location?.trim() || property.address}
        </p>
        {facts.length > 0 && (
          <ul className="listing-card__facts kit-small">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="listing-card__actions">
        <RouterLink
          to={`/property/${encodeURIComponent(property.id)}`}
          // The property page's Back returns here: to this list, with its filters and page.
          state={followedLinkState(location)}
          className="kit-button kit-button--small"
          aria-label={`View Details: ${property.title}`}
        >
          View Details
        </RouterLink>
        <RouterLink to="/contact" className="kit-button kit-button--outlined kit-button--small">
          Contact Us
        </RouterLink>
      </div>
    </article>
  );
}
