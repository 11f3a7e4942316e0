import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from '@reedmere/router';
import { PageHero } from '@reedmere/web-kit';
import { newsHero } from '@reedmere/web-kit/heroes/news';

/** An unknown or unpublished slug. */
export function ArticleNotFound() {
  return (
    <>
      <PageHero title="Article Not Found" image={newsHero} />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Typography sx={{ mb: 3 }}>
          The article you&rsquo;re looking for doesn&rsquo;t exist or has been removed.
        </Typography>
        <Button component={RouterLink} to="/news" variant="contained">
          Back to News
        </Button>
      </Container>
    </>
  );
}
