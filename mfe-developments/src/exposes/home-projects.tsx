import { Link as RouterLink } from '@reedmere/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HOME_COUNTS, isSectionError, type PageLoader } from '@reedmere/contracts';
import { HOME_KEY, useHomeDevelopments } from '../features/project-list/api/use-home-developments';
import { ProjectCards } from '../features/project-list/components/project-cards';
import { LoadingStatus } from '@reedmere/web-kit';

/** Exposed as `developments/home-projects`: the home page's first 2 projects. */
export default function HomeProjects() {
  const { data, error, isLoading } = useHomeDevelopments();
  const section = data?.developments;
  // The home aggregate marks the developments `{ error }` when only their service failed.
  const failed = (error && !data) || isSectionError(section);
  const projects = Array.isArray(section) ? section.slice(0, HOME_COUNTS.developments) : [];
  return (
    <Container component="section" aria-labelledby="home-projects-title" sx={{ py: 4 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id="home-projects-title" variant="h4" component="h2">
          Development Projects
        </Typography>
        <Button component={RouterLink} to="/developments">
          View all projects
        </Button>
      </Box>
      {isLoading && <LoadingStatus label="Loading projects" />}
      {failed && (
        <Typography color="error">
          Error Loading Developments. Unable to load development projects. Please try again later.
        </Typography>
      )}
      {data && !failed && projects.length === 0 && <Typography>No Projects Available</Typography>}
      {projects.length > 0 && <ProjectCards projects={projects} perRow={2} />}
    </Container>
  );
}

/** The home aggregate, read once for every home widget. */
export const loader: PageLoader = () => [{ key: HOME_KEY }];

/** Cards, headings and links: a page the server rendered keeps it as served. */
export const staticSection = true;
