import { Chip, Grid, Typography } from '@mui/material';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Link as RouterLink } from 'react-router-dom';
import type { Development } from '@reedmere/contracts';
import { developmentStatusBadge, type BadgeColour } from '../../../shared/status-badge';

const CHIP_COLOUR: Record<BadgeColour, 'success' | 'info' | 'warning' | 'default'> = {
  green: 'success',
  blue: 'info',
  yellow: 'warning',
  grey: 'default',
};

export function ProjectCards({ projects }: { projects: Development[] }) {
  return (
    <Grid container spacing={2}>
      {projects.map((project) => {
        const badge = developmentStatusBadge(project.status);
        return (
          <Grid key={project.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Chip label={badge.label} color={CHIP_COLOUR[badge.colour]} size="small" />
                <Typography
                  variant="h6"
                  component={RouterLink}
                  to={`/developments/${project.id}`}
                  sx={{ display: 'block', mt: 1, color: 'primary.main', textDecoration: 'none' }}
                >
                  {project.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {project.location ?? 'Location TBC'}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
