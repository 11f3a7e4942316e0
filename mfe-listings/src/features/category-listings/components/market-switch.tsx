import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from '@reedmere/router';
import type { Market } from '../../../shared/market';

export interface MarketChoice {
  market: Market;
  label: string;
  href: string;
}

/**
 * For sale or to let, as two links: each market is an address of its own, so the choice survives
 * a reload, Back returns to it, and it works before the page's script has loaded. The current one
 * is marked for screen readers (aria-current) and drawn filled.
 */
export function MarketSwitch({
  label,
  choices,
  current,
}: {
  label: string;
  choices: readonly MarketChoice[];
  current: Market;
}) {
  return (
    <Stack component="nav" aria-label={label} direction="row" sx={{ mb: 2 }}>
      {choices.map((choice, index) => {
        const selected = choice.market === current;
        return (
          <Button
            key={choice.market}
            component={RouterLink}
            to={choice.href}
            aria-current={selected ? 'page' : undefined}
            variant={selected ? 'contained' : 'outlined'}
            disableElevation
            sx={{
              minWidth: 104,
              minHeight: 44,
              borderRadius: 0,
              ...(index === 0 && { borderTopLeftRadius: 8, borderBottomLeftRadius: 8 }),
              ...(index === choices.length - 1 && {
                borderTopRightRadius: 8,
                borderBottomRightRadius: 8,
              }),
            }}
          >
            {choice.label}
          </Button>
        );
      })}
    </Stack>
  );
}
