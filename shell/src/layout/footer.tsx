import type { ReactNode } from 'react';
import { Link as RouterLink } from '@reedmere/router';
import { Box, Container, Grid, IconButton, Link, Typography } from '@mui/material';
import {
  AGENCY,
  formatAddress,
  mailtoHref,
  OFFICES,
  telHref,
  type Link as AgencyLink,
} from '@reedmere/agency';
import { BrandLogo } from './brand/brand-logo';
import { FacebookIcon, InstagramIcon } from './icons';
import { FOOTER_LINKS, LETTINGS_FEES_PATH } from './navigation';
import { ExternalLink, NEW_TAB_HINT, ON_TOUCH, touchTarget } from '@reedmere/web-kit';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface SocialLink {
  readonly network: 'Instagram' | 'Facebook';
  readonly url: string;
}

/** Each division's own social accounts. */
const SOCIAL_GROUPS: readonly { division: string; links: readonly SocialLink[] }[] = [
  {
    division: 'Residential',
    links: [
      { network: 'Instagram', url: AGENCY.social.residential.instagram },
      { network: 'Facebook', url: AGENCY.social.residential.facebook },
    ],
  },
  {
    division: 'Commercial',
    links: [{ network: 'Instagram', url: AGENCY.social.commercial.instagram }],
  },
  {
    division: 'Developments',
    links: [{ network: 'Instagram', url: AGENCY.social.developments.instagram }],
  },
];

const PORTAL_GROUPS: readonly { division: string; portals: readonly AgencyLink[] }[] = [
  { division: 'Residential', portals: AGENCY.portals.residential },
  { division: 'Commercial', portals: AGENCY.portals.commercial },
];

const linkSx = {
  color: 'inherit',
  '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
  ...touchTarget,
};
// On touch screens each link is a finger high already, so the rows need no gaps.
const listSx = { listStyle: 'none', p: 0, m: 0, '& li': { py: 0.25, [ON_TOUCH]: { py: 0 } } };

function ColumnHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2" gutterBottom>
      {children}
    </Typography>
  );
}

function GroupLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      variant="overline"
      component="h3"
      sx={{ display: 'block', color: 'secondary.light', lineHeight: 2, mt: 1 }}
    >
      {children}
    </Typography>
  );
}

function SocialLinks() {
  return (
    <>
      {SOCIAL_GROUPS.map(({ division, links }) => (
        <Box key={division}>
          <GroupLabel id={`footer-social-${division.toLowerCase()}`}>{division}</GroupLabel>
          <Box
            component="ul"
            aria-labelledby={`footer-social-${division.toLowerCase()}`}
            sx={{ ...listSx, display: 'flex', gap: 1 }}
          >
            {links.map(({ network, url }) => (
              <li key={network}>
                <IconButton
                  href={url}
                  {...external}
                  aria-label={`${division} on ${network} ${NEW_TAB_HINT}`}
                  sx={{ color: 'inherit', border: 1, borderColor: 'rgba(255,255,255,0.4)' }}
                >
                  {network === 'Instagram' ? <InstagramIcon /> : <FacebookIcon />}
                </IconButton>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}

function PortalLinks() {
  return (
    <>
      {PORTAL_GROUPS.map(({ division, portals }) => (
        <Box key={division}>
          <GroupLabel id={`footer-portals-${division.toLowerCase()}`}>{division}</GroupLabel>
          <Box
            component="ul"
            aria-labelledby={`footer-portals-${division.toLowerCase()}`}
            sx={listSx}
          >
            {portals.map((portal) => (
              <li key={portal.name}>
                <ExternalLink href={portal.url} underline="hover" sx={linkSx}>
                  {portal.name}
                </ExternalLink>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}

function ContactBlock() {
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {OFFICES.map((office) => (
        <Box key={office.id} sx={{ mb: 1.5 }}>
          <Box component="strong" sx={{ display: 'block' }}>
            {office.name}
          </Box>
          <div>{formatAddress(office.address)}</div>
          <Link href={telHref(office.phone)} underline="hover" sx={linkSx}>
            {office.phone}
          </Link>
        </Box>
      ))}
      <div>
        <Link href={mailtoHref(AGENCY.email)} underline="hover" sx={linkSx}>
          {AGENCY.email}
        </Link>
      </div>
      <Box sx={{ mt: 1 }}>Open {AGENCY.hours.text}</Box>
    </Box>
  );
}

/** The compliance details a UK agent must show: redress, client money protection, company. */
function ComplianceBlock() {
  const { redress, company } = AGENCY;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="body2">
        Member of {redress.scheme} ({redress.membershipNumber}).
      </Typography>
      <Typography variant="body2">
        Client money protection: {redress.clientMoneyProtection.scheme} (
        {redress.clientMoneyProtection.number}).
      </Typography>
      <Typography variant="body2">
        {company.legalName}, registered in {company.registeredIn}, company number{' '}
        {company.companyNumber}.
      </Typography>
      <Typography variant="body2">
        <Link component={RouterLink} to={LETTINGS_FEES_PATH} sx={linkSx} underline="always">
          Lettings fees
        </Link>
      </Typography>
    </Box>
  );
}

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 8 }}>
      <Container sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <BrandLogo variant="light" height={48} />
            <Typography sx={{ opacity: 0.85, mt: 1.5 }}>{AGENCY.tagline}</Typography>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              Follow us
            </Typography>
            <SocialLinks />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }} component="nav" aria-label="Footer">
            <ColumnHeading>Explore</ColumnHeading>
            <Box component="ul" sx={listSx}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} underline="hover" sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <ColumnHeading>Find us on</ColumnHeading>
            <PortalLinks />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <ColumnHeading>Contact</ColumnHeading>
            <ContactBlock />
          </Grid>
        </Grid>
        <Box
          sx={{
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.2)',
            mt: 4,
            pt: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            opacity: 0.9,
          }}
        >
          <ComplianceBlock />
          <Typography variant="body2">{AGENCY.copyright}</Typography>
        </Box>
      </Container>
    </Box>
  );
}
