import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

export interface PageHeroProps {
  title: string;
  subtitle?: string;
  /** A hero image URL (see `@reedmere/web-kit/heroes/<page>`); the navy gradient shows without it. */
  image?: string;
  children?: ReactNode;
}

// Dark enough over any picture for white text to keep a 4.5:1 contrast.
const SHADE = 'linear-gradient(135deg, rgba(20,35,60,0.92) 0%, rgba(44,62,92,0.72) 100%)';

/** The band at the top of a page: its one h1, a line under it and the page's calls to action. */
export function PageHero({ title, subtitle, image, children }: PageHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-hero-title"
      sx={{
        background: image ? `${SHADE}, url("${image}") center / cover no-repeat` : SHADE,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container>
        <Typography
          id="page-hero-title"
          variant="h3"
          component="h1"
          // Smaller on a phone, where a long title would otherwise fill the screen.
          sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' } }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="h6" component="p" sx={{ mt: 1, opacity: 0.9, fontWeight: 400 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
