import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from '@reedmere/router';
import {
  LoadingStatus,
  PageHero,
  pageHref,
  StaticPart,
  Pager,
  parsePage,
  usePageTurn,
  visuallyHidden,
} from '@reedmere/web-kit';
import { developmentsHero } from '@reedmere/web-kit/heroes/developments';
import { ContactCallToAction } from '../../../shared/contact-call-to-action';
import { useDevelopmentSummary } from '../api/use-development-summary';
import { useDevelopments } from '../api/use-developments';
import { DevelopmentServices } from './development-services';
import { ProjectCards } from './project-cards';
import { countProjects, ProjectCounters, summaryCounts } from './project-counters';

/**
 * /developments: hero, counters, the project cards a page at a time (the page in the URL,
 * `?page=2`), services and a call to action. The counters count every project by its status,
 * from the API's summary; without one (an API that has none) they count the page's projects
 * when it holds every project, and are left out otherwise.
 */
export function DevelopmentsPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { list, hasNext, error, waiting, pending, validating, retry } = useDevelopments(page);
  const { data: summary } = useDevelopmentSummary();
  const { targetRef, turned, announcement } = usePageTurn<HTMLHeadingElement>();
  const everyProject = list !== null && list.total === list.items.length;
  const counts = summary ? summaryCounts(summary) : everyProject ? countProjects(list.items) : null;
  return (
    <>
      <StaticPart>
        <PageHero
          title="Development Projects"
          subtitle="Restorations, conversions and new homes across Norfolk."
          image={developmentsHero}
        />
      </StaticPart>
      <Container component="section" aria-labelledby="projects-title" sx={{ py: 6 }}>
        <Typography
          id="projects-title"
          ref={targetRef}
          tabIndex={-1}
          variant="h4"
          component="h2"
          gutterBottom
          sx={{ scrollMarginTop: 16, '&:focus:not(:focus-visible)': { outline: 'none' } }}
        >
          Our Projects
        </Typography>
        <Box role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
        {waiting && <LoadingStatus label="Loading projects" />}
        {error !== undefined && !waiting && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={retry} disabled={validating}>
                Try Again
              </Button>
            }
          >
            <AlertTitle component="h3">Error Loading Developments</AlertTitle>
            Unable to load development projects. Please try again later.
          </Alert>
        )}
        {list && (
          <>
            {counts && (
              <StaticPart showing={Object.values(counts).join(' ')}>
                <ProjectCounters counts={counts} />
              </StaticPart>
            )}
            {list.items.length === 0 && list.page === 1 && (
              <Box sx={{ textAlign: 'center', py: 6 }}>
                <Typography variant="h5" component="h3" gutterBottom>
                  No Projects Available
                </Typography>
                <Typography color="text.secondary">
                  New projects will appear here as soon as they are announced.
                </Typography>
              </Box>
            )}
            {list.items.length === 0 && list.page > 1 && (
              <Box sx={{ textAlign: 'center', py: 6 }}>
                <Typography variant="h5" component="h3" gutterBottom>
                  No More Projects
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  This page is past the last project.
                </Typography>
                <Button variant="outlined" component={RouterLink} to={pathname}>
                  Back to page 1
                </Button>
              </Box>
            )}
            {list.items.length > 0 && (
              <Box aria-busy={pending || undefined} sx={{ opacity: pending ? 0.6 : 1 }}>
                {/* Drawn afresh in the browser when the page of projects changes. */}
                <StaticPart showing={list.items.map((project) => project.id).join(' ')}>
                  <ProjectCards projects={list.items} eagerCount={3} />
                </StaticPart>
              </Box>
            )}
            {list.items.length > 0 && (page > 1 || hasNext) && (
              <Pager
                page={page}
                hasNext={hasNext}
                hrefOf={(to) => pageHref(pathname, to)}
                onTurn={turned}
              />
            )}
          </>
        )}
      </Container>
      <StaticPart>
        <DevelopmentServices />
        <ContactCallToAction
          title="Planning a Development?"
          text="Whether you have land, a building to convert or homes ready to sell, talk to our team about how we can help."
        />
      </StaticPart>
    </>
  );
}
