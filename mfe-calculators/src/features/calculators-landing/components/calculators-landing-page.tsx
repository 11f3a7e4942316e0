import { Link as RouterLink } from '@reedmere/router';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Container,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { PageHero } from '@reedmere/web-kit';
import { calculatorsHero } from '@reedmere/web-kit/heroes/calculators';

const CALCULATORS = [
  {
    to: '/mortgage-calculator',
    title: 'Mortgage Calculator',
    text: 'Your monthly payment, the total cost and how the balance falls, year by year, for a repayment or interest-only mortgage.',
    action: 'Work out your mortgage',
  },
  {
    to: '/stamp-duty-calculator',
    title: 'Stamp Duty Calculator',
    text: 'The Stamp Duty Land Tax on a purchase in England or Northern Ireland, with first-time buyer relief and the surcharges, at the rates for your completion date.',
    action: 'Work out your stamp duty',
  },
] as const;

/** /calculators: the two calculators, then the way on to properties or a conversation. */
export function CalculatorsLandingPage() {
  return (
    <>
      <PageHero
        title="Property Calculators"
        subtitle="Plan your move with our mortgage and stamp duty calculators."
        image={calculatorsHero}
      />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={4} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {CALCULATORS.map((calculator) => (
            <Grid key={calculator.to} size={{ xs: 12, md: 6 }} component="li">
              <Card
                variant="outlined"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h5" component="h2" gutterBottom>
                    {calculator.title}
                  </Typography>
                  <Typography color="text.secondary">{calculator.text}</Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button component={RouterLink} to={calculator.to} variant="contained">
                    {calculator.action}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Box component="section" aria-labelledby="next-steps-title" sx={{ mt: 6 }}>
          <Typography id="next-steps-title" variant="h5" component="h2" gutterBottom>
            Ready for the next step?
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Browse the homes we have for sale, or talk to our team about buying or selling.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to="/residential" variant="outlined">
              View properties for sale
            </Button>
            <Button component={RouterLink} to="/contact" variant="outlined">
              Contact us
            </Button>
          </Stack>
        </Box>
      </Container>
    </>
  );
}
