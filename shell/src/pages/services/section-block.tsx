import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

interface SectionBlockProps {
  /** Used for the heading id that names the section for assistive technology. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** Alternate sections get a tinted band so long pages are easier to scan. */
  tinted?: boolean;
  children?: ReactNode;
}

/** A page section with its h2; the page hero holds the only h1. */
export function SectionBlock({ id, title, intro, tinted = false, children }: SectionBlockProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'background.paper' : 'transparent' }}
    >
      <Container>
        <Typography id={headingId} variant="h4" component="h2" gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
