import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { Property } from '@reedmere/contracts';
import { ResponsiveImage } from '@reedmere/web-kit';
import { ItemCard, ItemList } from '../../../shared/item-list';
import { StatusChip } from '../../../shared/status-chip';
import { editButtonId } from '../../../shared/use-return-focus';
import { formatAdminPrice } from '../lib/format-price';
import { STATUS_LABELS } from '../lib/property-form-values';

export interface PropertyListProps {
  properties: readonly Property[];
  busyId: string | null;
  onEdit: (property: Property) => void;
  onDelete: (property: Property) => void;
  onCopy: (property: Property) => void;
  onToggleHidden: (property: Property) => void;
  onToggleUnderOffer: (property: Property) => void;
}

/** Each property as a card row: stacks on a phone, never scrolls sideways. */
export function PropertyList({
  properties,
  busyId,
  onEdit,
  onDelete,
  onCopy,
  onToggleHidden,
  onToggleUnderOffer,
}: PropertyListProps) {
  return (
    <ItemList>
      {properties.map((property) => {
        const busy = busyId === property.id;
        const name = property.title;
        return (
          <ItemCard
            key={property.id}
            label={name}
            busy={busy}
            // Hidden ones are set apart by a dashed edge, not by fading, which would make their
            // text too faint to read.
            sx={{ borderStyle: property.isHidden ? 'dashed' : 'solid' }}
          >
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '96px minmax(0, 1fr)', sm: '160px minmax(0, 1fr)' },
                alignItems: 'start',
              }}
            >
              <Box>
                <ResponsiveImage
                  src={property.images[0]}
                  alt=""
                  sizes="(min-width: 600px) 160px, 96px"
                  aspectRatio="4 / 3"
                  rounded
                />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[property.address, property.location ?? 'Location TBC']
                    .filter(Boolean)
                    .join(', ')}
                </Typography>
                <Typography sx={{ fontWeight: 600, mt: 0.5 }}>
                  {formatAdminPrice(property)}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
                  <Chip
                    size="small"
                    label={STATUS_LABELS[property.status] ?? property.status}
                    color={property.status === 'available' ? 'success' : 'default'}
                  />
                  {property.isUnderOffer ? (
                    <StatusChip label="Under Offer" color="warning" />
                  ) : null}
                  {property.isHidden ? (
                    <Chip size="small" label="Hidden" variant="outlined" />
                  ) : null}
                </Stack>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button
                    id={editButtonId('property', property.id)}
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => onEdit(property)}
                    aria-label={`Edit ${name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => onCopy(property)}
                    aria-label={`Copy ${name}`}
                  >
                    Copy
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => onToggleHidden(property)}
                    aria-label={`${property.isHidden ? 'Show' : 'Hide'} ${name}`}
                  >
                    {property.isHidden ? 'Show' : 'Hide'}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => onToggleUnderOffer(property)}
                    aria-label={`${property.isUnderOffer ? 'Clear Offer' : 'Under Offer'}: ${name}`}
                  >
                    {property.isUnderOffer ? 'Clear Offer' : 'Under Offer'}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    disabled={busy}
                    onClick={() => onDelete(property)}
                    aria-label={`Delete ${name}`}
                  >
                    Delete
                  </Button>
                </Stack>
              </Box>
            </Box>
          </ItemCard>
        );
      })}
    </ItemList>
  );
}
