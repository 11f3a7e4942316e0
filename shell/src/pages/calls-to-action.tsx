import { Link as RouterLink } from '@reedmere/router';
import { Button, Stack } from '@mui/material';

/** A call to action: a page of the site (`to`), a tel:/external address (`href`) or an action. */
export type CallToAction = { label: string } & (
  { to: string } | { href: string } | { onClick: () => void }
);

function target(action: CallToAction) {
  if ('to' in action) return { component: RouterLink, to: action.to };
  if ('href' in action) return { href: action.href };
  return { onClick: action.onClick };
}

/**
 * A page's main and second call to action side by side (stacked on a phone). `onDark` styles
 * them for the navy hero.
 */
export function CallsToAction({
  main,
  second,
  onDark = false,
}: {
  main: CallToAction;
  second: CallToAction;
  onDark?: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: onDark ? 4 : 0 }}>
      <Button {...target(main)} variant="contained" color={onDark ? 'secondary' : 'primary'}>
        {main.label}
      </Button>
      <Button
        {...target(second)}
        variant="outlined"
        sx={onDark ? { color: 'common.white', borderColor: 'common.white' } : undefined}
      >
        {second.label}
      </Button>
    </Stack>
  );
}
