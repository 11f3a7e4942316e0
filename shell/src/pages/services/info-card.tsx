import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A card with an h3 and a short text, for benefit and service grids. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{children}</Typography>
      </CardContent>
    </Card>
  );
}
