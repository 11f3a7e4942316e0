import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A paragraph of policy text. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Typography component="p">{children}</Typography>;
}

/** A bulleted list of policy points. */
export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ mt: 0, pl: 3 }}>
      {items.map((item, index) => (
        <Typography component="li" key={index} sx={{ mb: 0.5 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}
