import { Link as RouterLink } from '@reedmere/router';
import { Box, Button, Card, CardContent, Chip, Container, Grid, Typography } from '@mui/material';
import { AGENCY } from '@reedmere/agency';

const SERVICES = [
  {
    title: 'Residential Sales',
    text: 'Marketing that sells homes across Norfolk.',
    to: '/contact',
  },
  { title: 'Commercial Sales', text: 'Shops, offices and land, sold with care.', to: '/contact' },
  {
    title: 'Commercial Lettings',
    text: 'Finding the right tenant for your premises.',
    to: '/contact',
  },
  {
    title: 'Property Finder',
    text: 'We search, shortlist and negotiate for you.',
    to: '/property-finder',
  },
  { title: 'Valuations', text: 'An honest, local valuation of your property.', to: '/contact' },
  {
    title: 'Non-Domestic EPCs',
    text: 'Energy certificates for commercial buildings.',
    to: '/contact',
  },
];

const BENEFITS = [
  'Virtual tours',
  'Promotional videos',
  'Drone imagery',
  'Expert marketing',
  'A dedicated property expert',
];

/** The home page's services and why choose us: text and links. */
export function HomeServices() {
  return (
    <>
      <Container component="section" sx={{ py: 4 }}>
        <Typography variant="h4" component="h2" gutterBottom>
          Our Services
        </Typography>
        <Grid container spacing={2}>
          {SERVICES.map((service) => (
            <Grid key={service.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {service.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 1 }}>
                    {service.text}
                  </Typography>
                  <Button component={RouterLink} to={service.to} size="small">
                    Find out more
                  </Button>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
      <Box component="section" sx={{ bgcolor: 'background.paper', py: 6 }}>
        <Container>
          <Typography variant="h4" component="h2" gutterBottom>
            Why Choose {AGENCY.name}
          </Typography>
          <Chip label={AGENCY.badge} color="secondary" sx={{ mb: 2 }} />
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {BENEFITS.map((benefit) => (
              <Typography component="li" key={benefit}>
                {benefit}
              </Typography>
            ))}
          </Box>
        </Container>
      </Box>
    </>
  );
}
