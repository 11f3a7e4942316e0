import { Box, CircularProgress, Container, Typography } from '@mui/material';
import { ProjectCards } from '../features/project-list/components/project-cards';
import { useHomeDevelopments } from '../features/project-list/api/use-developments';

/** Exposed as `developments/home-projects`: the home page's first 2 projects. */
export default function HomeProjects() {
  const { data, error, isLoading } = useHomeDevelopments();
  return (
    <Container component="section" sx={{ py: 4 }}>
      <Typography variant="h4" component="h2" gutterBottom>
        Development Projects
      </Typography>
      {isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading projects" />
        </Box>
      )}
      {error && <Typography color="error">Error Loading Developments</Typography>}
      {data && data.developments.length === 0 && <Typography>No Projects Available</Typography>}
      {data && data.developments.length > 0 && (
        <ProjectCards projects={data.developments.slice(0, 2)} />
      )}
    </Container>
  );
}
