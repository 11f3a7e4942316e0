import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LoadingStatus, PageHero } from '@reedmere/web-kit';
import { developmentsHero } from '@reedmere/web-kit/heroes/developments';
import { ContactCallToAction } from '../../../shared/contact-call-to-action';
import { useDevelopments } from '../api/use-developments';
import { DevelopmentServices } from './development-services';
import { ProjectCards } from './project-cards';
import { ProjectCounters } from './project-counters';

/** /developments: hero, counters, project cards, services and a call to action. */
export function DevelopmentsPage() {
  const { data, error, isLoading, isValidating, mutate } = useDevelopments();
  return (
    <>
      <PageHero
        title="Development Projects"
        subtitle="Restorations, conversions and new homes across Norfolk."
        image={developmentsHero}
      />
      <Container component="section" aria-labelledby="projects-title" sx={{ py: 6 }}>
        <Typography id="projects-title" variant="h4" component="h2" gutterBottom>
          Our Projects
        </Typography>
        {isLoading && <LoadingStatus label="Loading projects" />}
        {error && !data && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void mutate()} disabled={isValidating}>
                Try Again
              </Button>
            }
          >
            <AlertTitle component="h3">Error Loading Developments</AlertTitle>
            Unable to load development projects. Please try again later.
          </Alert>
        )}
        {data && (
          <>
            <ProjectCounters projects={data} />
            {data.length === 0 ? (
              <Box sx={{ textAlign: 'center', py: 6 }}>
                <Typography variant="h5" component="h3" gutterBottom>
                  No Projects Available
                </Typography>
                <Typography color="text.secondary">
                  New projects will appear here as soon as they are announced.
                </Typography>
              </Box>
            ) : (
              <ProjectCards projects={data} eagerCount={3} />
            )}
          </>
        )}
      </Container>
      <DevelopmentServices />
      <ContactCallToAction
        title="Planning a Development?"
        text="Whether you have land, a building to convert or homes ready to sell, talk to our team about how we can help."
      />
    </>
  );
}
