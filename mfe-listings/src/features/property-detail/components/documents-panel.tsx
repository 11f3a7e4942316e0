import type { Property } from '@reedmere/contracts';
import { NewTabLink } from '@reedmere/web-kit';
import { Panel } from './panel';

type DocumentFields = Pick<
  Property,
  'rightmoveUrl' | 'brochureUrl' | 'floorPlanUrl' | 'virtualTourUrl'
>;

const DOCUMENTS: ReadonlyArray<{ field: keyof DocumentFields; label: string }> = [
  { field: 'rightmoveUrl', label: 'View on Rightmove' },
  { field: 'brochureUrl', label: 'Property Brochure' },
  { field: 'floorPlanUrl', label: 'Floor Plan' },
  { field: 'virtualTourUrl', label: 'Virtual Tour' },
];

/** The listing's links; each opens in a new tab. */
export function DocumentsPanel({ property }: { property: DocumentFields }) {
  const links = DOCUMENTS.filter(({ field }) => Boolean(property[field]?.trim()));
  return (
    <Panel id="documents-title" title="Property Documents">
      {links.length === 0 ? (
        <p className="kit-secondary">No additional documents available</p>
      ) : (
        <ul className="listing-documents">
          {links.map(({ field, label }) => (
            <li key={field}>
              <NewTabLink href={property[field] ?? ''}>{label}</NewTabLink>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
