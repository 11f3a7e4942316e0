import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Property } from '@reedmere/contracts';
import { ExternalLink } from '@reedmere/web-kit';
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
        <Typography color="text.secondary">No additional documents available</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {links.map(({ field, label }) => (
            <li key={field}>
              <ExternalLink href={property[field] ?? undefined}>{label}</ExternalLink>
            </li>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
