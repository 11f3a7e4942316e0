import { Box, Link, Typography } from '@mui/material';
import {
  AGENCY,
  formatAddress,
  type Link as PortalLink,
  mailtoHref,
  telHref,
} from '@reedmere/agency';
import { ExternalLink } from '@reedmere/web-kit';

const BRANCHES = [AGENCY.offices.dereham, AGENCY.offices.diss] as const;

function PortalList({ label, portals }: { label: string; portals: readonly PortalLink[] }) {
  return (
    <>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        {label}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {portals.map((portal) => (
          <li key={portal.url}>
            <ExternalLink href={portal.url}>
              {portal.name}
              <span aria-hidden="true"> ↗</span>
            </ExternalLink>
          </li>
        ))}
      </Box>
    </>
  );
}

/** The offices, their numbers and hours, and where the listings are also advertised. */
export function OfficesPanel() {
  const head = AGENCY.offices.head;
  return (
    <Box component="section" aria-labelledby="contact-offices-title">
      <Typography id="contact-offices-title" variant="h5" component="h2" gutterBottom>
        Our offices
      </Typography>

      <Typography variant="h6" component="h3">
        {head.name}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal', mb: 3 }}>
        <div>{formatAddress(head.address)}</div>
        <div>
          Phone: <Link href={telHref(head.phone)}>{head.phone}</Link>
        </div>
        <div>
          Email: <Link href={mailtoHref(AGENCY.email)}>{AGENCY.email}</Link>
        </div>
        <div>Opening hours: {AGENCY.hours.text}</div>
      </Box>

      {BRANCHES.map((office) => (
        <Box key={office.id} sx={{ mb: 2 }}>
          <Typography variant="h6" component="h3">
            {office.name}
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <div>{formatAddress(office.address)}</div>
            <div>
              Phone: <Link href={telHref(office.phone)}>{office.phone}</Link>
            </div>
          </Box>
        </Box>
      ))}

      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        Find our listings on
      </Typography>
      <PortalList label="Residential" portals={AGENCY.portals.residential} />
      <PortalList label="Commercial" portals={AGENCY.portals.commercial} />
    </Box>
  );
}
