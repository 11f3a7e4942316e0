import { Link as RouterLink, useParams } from '@reedmere/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { htmlParagraphs, isNotFound, LoadingStatus, PageHero, StaticPart } from '@reedmere/web-kit';
import { developmentsHero } from '@reedmere/web-kit/heroes/developments';
import { ContactCallToAction } from '../../../shared/contact-call-to-action';
import { formatDateRange } from '../../../shared/format-date';
import { StatusChip } from '../../../shared/status-chip';
import { useDevelopment } from '../api/use-development';
import { DevelopmentJsonLd } from './development-json-ld';
import { GalleryTabs } from './gallery-tabs';
import { ProjectDetails } from './project-details';

export const DESCRIPTION_FALLBACK =
  'Full details of this project will be published soon. Contact us to find out more.';

/** /developments/:id: one project with its details and Before / During / After photos. */
export function DevelopmentDetailPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, isValidating, mutate } = useDevelopment(id);

  if (isLoading) {
    return (
      <Container sx={{ py: 8 }}>
        <LoadingStatus label="Loading development details" text="Loading development details..." />
      </Container>
    );
  }

  if (error || !data) {
    // Any failed read shows 'Development Not Found'; only a 404 says it is gone.
    const missing = !error || isNotFound(error);
    return (
      <Container sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h3" component="h1" gutterBottom>
          Development Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {missing
            ? "The development you're looking for doesn't exist."
            : 'We could not load this development just now. Please try again.'}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          {!missing && (
            <Button variant="outlined" onClick={() => void mutate()} disabled={isValidating}>
              Try Again
            </Button>
          )}
          <Button component={RouterLink} to="/developments" variant="contained">
            Back to Developments
          </Button>
        </Stack>
      </Container>
    );
  }

  const paragraphs = htmlParagraphs(data.description);
  // The project's text and facts: drawn afresh when it is another project or was edited.
  const shown = `${data.id} ${data.updatedAt}`;
  return (
    <>
      <DevelopmentJsonLd development={data} />
      <StaticPart showing={shown}>
        <PageHero title={data.title} image={developmentsHero}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 2 }}
            sx={{ mt: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <StatusChip status={data.status} />
            <Typography>{data.location || 'Location TBC'}</Typography>
            <Typography>{formatDateRange(data.startDate, data.endDate)}</Typography>
          </Stack>
        </PageHero>
      </StaticPart>
      <Container sx={{ py: 4 }}>
        <Button component={RouterLink} to="/developments" sx={{ mb: 3 }}>
          ← Back to Developments
        </Button>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <StaticPart showing={shown}>
              <Box component="section" aria-labelledby="project-description-title" sx={{ mb: 5 }}>
                <Typography id="project-description-title" variant="h5" component="h2" gutterBottom>
                  Project Description
                </Typography>
                {paragraphs.length > 0 ? (
                  paragraphs.map((text, i) => (
                    <Typography key={i} sx={{ mb: 2 }}>
                      {text}
                    </Typography>
                  ))
                ) : (
                  <Typography color="text.secondary">{DESCRIPTION_FALLBACK}</Typography>
                )}
              </Box>
            </StaticPart>
            <GalleryTabs development={data} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <StaticPart showing={shown}>
              <ProjectDetails development={data} />
            </StaticPart>
          </Grid>
        </Grid>
      </Container>
      <StaticPart>
        <ContactCallToAction
          title="Interested in This Development?"
          text="Ask us about availability, prices and timings, or register your interest for the next release."
        />
      </StaticPart>
    </>
  );
}
