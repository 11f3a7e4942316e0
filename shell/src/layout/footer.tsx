import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Grid, Link, Typography } from '@mui/material';
import { AGENCY, formatAddress, mailtoHref, OFFICES, telHref } from '@reedmere/agency';
import { FOOTER_LINKS } from './navigation';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 8 }}>
      <Container sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h5" component="p" sx={{ fontFamily: 'Georgia, serif' }}>
              {AGENCY.name}
            </Typography>
            <Typography sx={{ opacity: 0.8, mt: 1 }}>{AGENCY.tagline}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 2 }}>
              <Link href={AGENCY.social.residential.instagram} color="inherit" {...external}>
                Residential Instagram
              </Link>
              <Link href={AGENCY.social.residential.facebook} color="inherit" {...external}>
                Residential Facebook
              </Link>
              <Link href={AGENCY.social.commercial.instagram} color="inherit" {...external}>
                Commercial Instagram
              </Link>
              <Link href={AGENCY.social.developments.instagram} color="inherit" {...external}>
                Developments Instagram
              </Link>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Explore
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="inherit">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              Find us on
            </Typography>
            <Typography variant="body2">
              {[...AGENCY.portals.residential, ...AGENCY.portals.commercial].map((portal, i) => (
                <span key={portal.name}>
                  {i > 0 && ' · '}
                  <Link href={portal.url} color="inherit" {...external}>
                    {portal.name}
                  </Link>
                </span>
              ))}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Contact
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              {OFFICES.map((office) => (
                <Box key={office.id} sx={{ mb: 1 }}>
                  <strong>{office.name}</strong>
                  {office.id === 'head-office' && <div>{formatAddress(office.address)}</div>}
                  <div>
                    <Link href={telHref(office.phone)} color="inherit">
                      {office.phone}
                    </Link>
                  </div>
                </Box>
              ))}
              <div>
                <Link href={mailtoHref(AGENCY.email)} color="inherit">
                  {AGENCY.email}
                </Link>
              </div>
              <div>{AGENCY.hours.text}</div>
            </Box>
          </Grid>
        </Grid>
        <Box
          sx={{
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.2)',
            mt: 4,
            pt: 2,
            fontSize: 14,
            opacity: 0.85,
          }}
        >
          <Typography variant="body2">{AGENCY.copyright}</Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Registered in {AGENCY.company.registeredIn}, company number{' '}
            {AGENCY.company.companyNumber}. Member of {AGENCY.redress.scheme} (
            {AGENCY.redress.membershipNumber}); client money protection by{' '}
            {AGENCY.redress.clientMoneyProtection.scheme} (
            {AGENCY.redress.clientMoneyProtection.number}).
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
