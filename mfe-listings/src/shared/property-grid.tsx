import type { Property } from '@reedmere/contracts';
import { StaticPart } from '@reedmere/web-kit';
import { PropertyCard, type PropertyCardProps } from './property-card';
import { useShownProperties } from './shown-properties';

/**
 * Cards in a responsive grid: one column on a phone, two on a tablet, three on a desktop. The
 * cards are pictures, text and links: a page the server rendered keeps them as it sent them, and
 * another set of properties (another page, other filters, an edit) is drawn afresh.
 */
export function PropertyGrid({
  properties,
  badge,
  eagerCount = 3,
  busy = false,
}: {
  properties: readonly Property[];
  badge?: PropertyCardProps['badge'];
  /** How many leading cards are above the fold. */
  eagerCount?: number;
  /** The cards are the previous answer's while the next is on its way: marked busy and dimmed. */
  busy?: boolean;
}) {
  // A card's property opens drawn from the record this list holds (see the listings' loader).
  useShownProperties(properties);
  return (
    <div aria-busy={busy || undefined} className="listing-grid-box">
      <StaticPart
        showing={properties.map((property) => `${property.id} ${property.updatedAt}`).join(' ')}
      >
        <ul className="kit-card-grid">
          {properties.map((property, index) => (
            <li key={property.id}>
              <PropertyCard property={property} badge={badge} priority={index < eagerCount} />
            </li>
          ))}
        </ul>
      </StaticPart>
    </div>
  );
}
