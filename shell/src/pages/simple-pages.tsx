import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Link, Typography } from '@mui/material';
import { AGENCY, formatAddress, mailtoHref, OFFICES, telHref } from '@reedmere/agency';
import { PageHero } from './page-hero';
import { usePageTitle } from './use-page-title';

function ContactDetails() {
  return (
    <Box component="address" sx={{ fontStyle: 'normal', mt: 3 }}>
      {OFFICES.map((office) => (
        <Typography key={office.id}>
          <strong>{office.name}</strong>, {formatAddress(office.address)}:{' '}
          <Link href={telHref(office.phone)}>{office.phone}</Link>
        </Typography>
      ))}
      <Typography>
        <Link href={mailtoHref(AGENCY.email)}>{AGENCY.email}</Link> · {AGENCY.hours.text}
      </Typography>
    </Box>
  );
}

export function ContactPage() {
  usePageTitle('Contact');
  return (
    <>
      <PageHero title="Contact Us" subtitle="Talk to a local expert, seven days a week.">
        <Button
          href={telHref(AGENCY.offices.head.phone)}
          variant="contained"
          color="secondary"
          sx={{ mt: 3 }}
        >
          Call Now
        </Button>
      </PageHero>
      <Container sx={{ py: 6 }}>
        <Typography>The enquiry form is on its way; in the meantime call or e-mail us.</Typography>
        <ContactDetails />
      </Container>
    </>
  );
}

export function EpcPage() {
  usePageTitle('Non-Domestic EPCs');
  return (
    <>
      <PageHero
        title="Non-Domestic EPCs"
        subtitle="Energy Performance Certificates for commercial property."
      />
      <Container sx={{ py: 6 }}>
        <Typography sx={{ mb: 2 }}>
          A non-domestic EPC rates a building from A (most efficient) to G and is valid for 10
          years. Let commercial property must meet the minimum standard; we arrange the assessment
          for you.
        </Typography>
        <Button component={RouterLink} to="/contact" variant="contained">
          Get Quote
        </Button>
      </Container>
    </>
  );
}

export function PropertyFinderPage() {
  usePageTitle('Property Finder Service');
  return (
    <>
      <PageHero
        title="Norfolk Property Finder Service"
        subtitle="We search, shortlist and negotiate so you do not have to."
      />
      <Container sx={{ py: 6 }}>
        <Typography sx={{ mb: 2 }}>
          Save time, gain early access to homes before they reach the portals, and have expert
          guidance from first brief to completion.
        </Typography>
        <Button component={RouterLink} to="/contact" variant="contained" sx={{ mr: 2 }}>
          Get in touch
        </Button>
        <Button component={RouterLink} to="/residential" variant="outlined">
          View properties
        </Button>
      </Container>
    </>
  );
}

const today = () =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(),
  );

function LegalPage({ title, subtitle }: { title: string; subtitle: string }) {
  usePageTitle(title);
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />
      <Container sx={{ py: 6 }}>
        <Typography color="text.secondary">Last updated: {today()}</Typography>
        <Typography sx={{ mt: 2 }}>
          {AGENCY.company.legalName} ({AGENCY.company.registeredIn}, company number{' '}
          {AGENCY.company.companyNumber}).
        </Typography>
        <ContactDetails />
      </Container>
    </>
  );
}

export const PrivacyPolicyPage = () => (
  <LegalPage title="Privacy Policy" subtitle="How we collect, use and protect your information." />
);
export const CookiePolicyPage = () => (
  <LegalPage title="Cookie Policy" subtitle="The cookies this website uses and your choices." />
);
export const TermsPage = () => (
  <LegalPage
    title="Terms & Conditions"
    subtitle="The terms of using this website and our services."
  />
);
