import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { Property } from '@reedmere/contracts';
import { StaticPart } from '@reedmere/web-kit';
import { PropertyCard, type PropertyCardProps } from './property-card';

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
  return (
    <Box aria-busy={busy || undefined} sx={{ opacity: busy ? 0.6 : 1 }}>
      <StaticPart
        showing={properties.map((property) => `${property.id} ${property.updatedAt}`).join(' ')}
      >
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {properties.map((property, index) => (
            <Grid key={property.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <PropertyCard property={property} badge={badge} priority={index < eagerCount} />
            </Grid>
          ))}
        </Grid>
      </StaticPart>
    </Box>
  );
}
