import { Box, Container, Skeleton } from '@mui/material';

/** The shape of the article page while it loads. */
export function ArticleSkeleton() {
  return (
    <Box role="status" aria-label="Loading article">
      <Box sx={{ bgcolor: 'primary.main', py: { xs: 6, md: 10 } }}>
        <Container>
          <Skeleton variant="text" sx={{ fontSize: '3rem', bgcolor: 'rgba(255,255,255,0.2)' }} />
          <Skeleton width="40%" sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', mb: 3 }} />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} width={index === 5 ? '60%' : '100%'} />
        ))}
      </Container>
    </Box>
  );
}
