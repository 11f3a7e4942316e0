import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { Property } from '@reedmere/contracts';
import { ResponsiveImage } from '@reedmere/web-kit';
import { ItemCard, ItemList, type ItemActions } from '../../../shared/item-list';
import { StatusChip } from '../../../shared/status-chip';
import { editButtonId } from '../../../shared/use-return-focus';
import { formatAdminPrice } from '../lib/format-price';
import { STATUS_LABELS } from '../lib/property-choices';

export interface PropertyListProps extends ItemActions<Property> {
  properties: readonly Property[];
  onCopy: (property: Property) => void;
  onToggleHidden: (property: Property) => void;
  onToggleUnderOffer: (property: Property) => void;
}

/** One button of a property's row. */
interface RowAction {
  /** What the button does: the same when a toggle's text changes, so the button keeps the focus. */
  key: string;
  text: string;
  /** The name a screen reader hears: the text and which property it acts on. */
  label: string;
  onClick: (property: Property) => void;
  id?: string;
  color?: 'error';
}

type RowHandlers = Omit<PropertyListProps, 'properties' | 'busyId' | 'readOnly'>;

/** The buttons of a property's row, in the order shown. */
function rowActions(property: Property, handlers: RowHandlers): RowAction[] {
  const name = property.title;
  const hiddenText = property.isHidden ? 'Show' : 'Hide';
  const offerText = property.isUnderOffer ? 'Clear Offer' : 'Under Offer';
  return [
    {
      key: 'edit',
      text: 'Edit',
      label: `Edit ${name}`,
      onClick: handlers.onEdit,
      id: editButtonId('property', property.id),
    },
    { key: 'copy', text: 'Copy', label: `Copy ${name}`, onClick: handlers.onCopy },
    {
      key: 'hidden',
      text: hiddenText,
      label: `${hiddenText} ${name}`,
      onClick: handlers.onToggleHidden,
    },
    {
      key: 'offer',
      text: offerText,
      label: `${offerText}: ${name}`,
      onClick: handlers.onToggleUnderOffer,
    },
    {
      key: 'delete',
      text: 'Delete',
      label: `Delete ${name}`,
      onClick: handlers.onDelete,
      color: 'error',
    },
  ];
}

/** Each property as a card row: stacks on a phone, never scrolls sideways. */
export function PropertyList({ properties, busyId, readOnly, ...handlers }: PropertyListProps) {
  return (
    <ItemList>
      {properties.map((property) => {
        const busy = busyId === property.id;
        const name = property.title;
        const actions = readOnly ? [] : rowActions(property, handlers);
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
                  {actions.map(({ key, text, label, onClick, id, color }) => (
                    <Button
                      key={key}
                      id={id}
                      size="small"
                      variant="outlined"
                      color={color}
                      disabled={busy}
                      onClick={() => onClick(property)}
                      aria-label={label}
                    >
                      {text}
                    </Button>
                  ))}
                </Stack>
              </Box>
            </Box>
          </ItemCard>
        );
      })}
    </ItemList>
  );
}
