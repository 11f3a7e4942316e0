import { Link as RouterLink } from '@reedmere/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AGENCY, telHref } from '@reedmere/agency';

/** The navy band that ends a developments page: talk to us about a project. */
export function ContactCallToAction({ title, text }: { title: string; text: string }) {
  const phone = AGENCY.offices.head.phone;
  return (
    <Box
      component="section"
      aria-labelledby="developments-cta-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}
    >
      <Container>
        <Typography id="developments-cta-title" variant="h4" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 720, opacity: 0.92 }}>{text}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/contact" variant="contained" color="secondary">
            Contact Us
          </Button>
          <Button
            href={telHref(phone)}
            variant="outlined"
            sx={{ color: 'common.white', borderColor: 'common.white' }}
          >
            Call {phone}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
