import { Alert, Box, CircularProgress, Container, Typography } from '@mui/material';
import { PageHero } from '@reedmere/web-kit';
import { developmentsHero } from '@reedmere/web-kit/heroes/developments';
import { useDevelopments } from '../api/use-developments';
import { ProjectCards } from './project-cards';

/** /developments: hero and the project cards (counters and services follow). */
export function DevelopmentsPage() {
  const { data, error, isLoading } = useDevelopments();
  return (
    <>
      <PageHero
        title="Development Projects"
        subtitle="Restorations, conversions and new homes across Norfolk."
        image={developmentsHero}
      />
      <Container component="section" sx={{ py: 6 }}>
        {isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading projects" />
          </Box>
        )}
        {error && <Alert severity="error">Error Loading Developments</Alert>}
        {data && data.length === 0 && (
          <Typography variant="h5" component="p">
            No Projects Available
          </Typography>
        )}
        {data && data.length > 0 && <ProjectCards projects={data} />}
      </Container>
    </>
  );
}
