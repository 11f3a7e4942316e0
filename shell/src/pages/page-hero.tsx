import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

export function PageHero({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      sx={{
        background: 'linear-gradient(135deg, #14233c 0%, #2c3e5c 100%)',
        color: 'primary.contrastText',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="h6" component="p" sx={{ mt: 1, opacity: 0.85, fontWeight: 400 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
