import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@reedmere/router';
import type { Development } from '@reedmere/contracts';
import { htmlParagraphs, ResponsiveImage } from '@reedmere/web-kit';
import { formatDateRange } from '../../../shared/format-date';
import { StatusChip } from '../../../shared/status-chip';

const cardSizes = (perRow: number) =>
  `(min-width: 1200px) ${perRow === 2 ? 560 : 370}px, (min-width: 900px) ${Math.round(100 / perRow)}vw, (min-width: 600px) 50vw, 100vw`;
const SUMMARY_LENGTH = 140;

/** The picture that best shows a project: finished, else under way, else before. */
function coverImage(project: Development): string | undefined {
  return project.afterImages?.[0] ?? project.duringImages?.[0] ?? project.beforeImages?.[0];
}

function summary(description: string | null | undefined): string {
  const text = htmlParagraphs(description).join(' ');
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH).trimEnd()}...` : text;
}

export interface ProjectCardsProps {
  projects: readonly Development[];
  /** How many cards from the top load at once; the rest wait until scrolled near. */
  eagerCount?: number;
  /** Cards per row on a wide screen: 3 on the list page, 2 for the home page's pair. */
  perRow?: 2 | 3;
}

/** A grid of project cards: picture, status, title (linking to the project), place and dates. */
export function ProjectCards({ projects, eagerCount = 0, perRow = 3 }: ProjectCardsProps) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {projects.map((project, index) => (
        <Grid key={project.id} size={{ xs: 12, sm: 6, md: 12 / perRow }} component="li">
          <Card
            variant="outlined"
            sx={{
              height: '100%',
              position: 'relative',
              transition: 'box-shadow 150ms',
              '&:hover': { boxShadow: 4 },
              '&:focus-within': { boxShadow: 4 },
            }}
          >
            <ResponsiveImage
              src={coverImage(project)}
              alt=""
              sizes={cardSizes(perRow)}
              aspectRatio="3 / 2"
              eager={index < eagerCount}
            />
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                <StatusChip status={project.status} />
              </Stack>
              <Typography variant="h6" component="h3">
                {/* The title is the card's one link; its ::after stretches over the whole card. */}
                <Link
                  component={RouterLink}
                  to={`/developments/${encodeURIComponent(project.id)}`}
                  underline="hover"
                  sx={{
                    color: 'primary.main',
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                  }}
                >
                  {project.title}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {project.location || 'Location TBC'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateRange(project.startDate, project.endDate)}
              </Typography>
              {summary(project.description) && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {summary(project.description)}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
