import type { Ref } from 'react';
import { Link as RouterLink } from '@reedmere/router';
import { Box, Button, Link, Typography } from '@mui/material';

export interface CookieSummaryProps {
  readonly onAcceptAll: () => void;
  readonly onEssentialOnly: () => void;
  readonly onManage: () => void;
  /** Takes focus when the visitor comes back from the detail view. */
  readonly manageRef: Ref<HTMLButtonElement>;
}

const buttonSx = { flex: { xs: '1 1 auto', sm: 'none' } } as const;

/** The collapsed view: a short notice and the three choices. */
export function CookieSummary({
  onAcceptAll,
  onEssentialOnly,
  onManage,
  manageRef,
}: CookieSummaryProps) {
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Cookies on this website
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        We use essential cookies to make this site work. With your permission we would also like to
        use analytics, marketing and functionality cookies.{' '}
        <Link component={RouterLink} to="/cookie-policy">
          Read our cookie policy
        </Link>
        .
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="contained" onClick={onAcceptAll} sx={buttonSx}>
          Accept All
        </Button>
        <Button variant="outlined" onClick={onEssentialOnly} sx={buttonSx}>
          Essential Only
        </Button>
        <Button variant="text" ref={manageRef} onClick={onManage} sx={buttonSx}>
          Manage Preferences
        </Button>
      </Box>
    </>
  );
}
