import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Property } from '@reedmere/contracts';
import { visuallyHidden } from '@reedmere/web-kit';
import { formatPrice, RENT_SUFFIX } from '../../../shared/format-price';
import { formatLondonDate } from '../../../shared/price-reduction';
import { Panel } from './panel';

/** A past price as the page writes prices: a rent with its '/month', no price 'on Request'. */
const priceText = (amount: number | null, property: Property) =>
  formatPrice(amount, property.priceType, null, { rentSuffix: RENT_SUFFIX.detail });

/** Each change of the price, newest first: its date, then the old and the new price. */
export function PriceHistoryPanel({ property }: { property: Property }) {
  const history = property.priceHistory ?? [];
  if (history.length === 0) return null;
  return (
    <Panel id="price-history-title" title="Price history">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {[...history].reverse().map((change, index) => (
          <Box
            component="li"
            key={`${change.date}-${index}`}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              columnGap: 2,
              py: 1,
              '& + &': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            <Typography component="time" dateTime={change.date} color="text.secondary">
              {formatLondonDate(change.date)}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {priceText(change.from, property)}
              {/* The arrow is for the eye; a screen reader says "to". */}
              <span aria-hidden="true"> → </span>
              <Box component="span" sx={visuallyHidden}>
                {' to '}
              </Box>
              {priceText(change.to, property)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Panel>
  );
}
