import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const SERVICES = [
  {
    title: 'Land and Site Appraisal',
    text: 'An honest view of what a site or building could become, and what it could be worth.',
  },
  {
    title: 'Planning and Design Advice',
    text: 'Local knowledge of what sells in Norfolk, from the first sketch to the final layout.',
  },
  {
    title: 'New Homes Marketing',
    text: 'Photography, drone imagery and launch campaigns that find buyers before completion.',
  },
  {
    title: 'Sales Progression',
    text: 'One dedicated contact who keeps every reservation moving through to completion.',
  },
];

/** What the agency does for developers. */
export function DevelopmentServices() {
  return (
    <Box
      component="section"
      aria-labelledby="development-services-title"
      sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 7 } }}
    >
      <Container>
        <Typography id="development-services-title" variant="h4" component="h2" gutterBottom>
          Our Development Services
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          From a single barn conversion to a new street of homes, we support developers at every
          stage.
        </Typography>
        <Grid container spacing={2}>
          {SERVICES.map((service) => (
            <Grid key={service.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Typography variant="h6" component="h3" gutterBottom>
                  {service.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {service.text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
