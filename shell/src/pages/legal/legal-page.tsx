import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from '@reedmere/router';
import { Box, Container, Link, Typography } from '@mui/material';
import { AGENCY, formatAddress, mailtoHref, telHref } from '@reedmere/agency';
import { PageHero } from '@reedmere/web-kit';
import { fragmentTarget } from '../../layout/scroll/fragment-target';

/** One numbered section of a legal page; `id` is its deep-link anchor. */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

export interface LegalPageProps {
  readonly title: string;
  readonly subtitle: string;
  readonly intro?: ReactNode;
  readonly sections: readonly LegalSection[];
}

const LAST_UPDATED_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '22 November 2026': the en-GB day, month name and year. */
export function formatLegalDate(date: Date): string {
  return LAST_UPDATED_FORMAT.format(date);
}

/** The heading text of section `index` (zero-based): '1. Who we are'. */
export function numberedTitle(index: number, title: string): string {
  return `${index + 1}. ${title}`;
}

/**
 * Brings the section named in the URL hash into view, on first load and when a contents link
 * changes the hash. The page's code loads after the layout has scrolled (to the top, as the
 * section did not exist yet), so the page does it again once its sections are there.
 */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const target = fragmentTarget(hash);
    if (!target) return;
    // jsdom (and very old browsers) lack scrollIntoView.
    if (typeof target.scrollIntoView === 'function') {
      target.scrollIntoView({ block: 'start' });
    }
    // Moves keyboard and screen-reader users to the section, as a native anchor jump would.
    target.focus({ preventScroll: true });
  }, [hash]);
}

/** The company's registration and head-office contact details, printed on every legal page. */
export function LegalContactBlock() {
  const head = AGENCY.offices.head;
  return (
    <Box
      component="address"
      sx={{
        fontStyle: 'normal',
        mt: 2,
        p: 2,
        borderLeft: 4,
        borderColor: 'secondary.main',
        bgcolor: 'background.paper',
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>{AGENCY.company.legalName}</Typography>
      <Typography>
        Registered in {AGENCY.company.registeredIn}, company number {AGENCY.company.companyNumber}
      </Typography>
      <Typography>
        {head.name}: {formatAddress(head.address)}
      </Typography>
      <Typography>
        E-mail: <Link href={mailtoHref(AGENCY.email)}>{AGENCY.email}</Link>
      </Typography>
      <Typography>
        Telephone: <Link href={telHref(head.phone)}>{head.phone}</Link> ({AGENCY.hours.text})
      </Typography>
    </Box>
  );
}

/** Shared layout of the privacy, cookie and terms pages (docs/product.md#legal-pages). */
export function LegalPage({ title, subtitle, intro, sections }: LegalPageProps) {
  useScrollToHash();
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Last updated: {formatLegalDate(new Date())}
        </Typography>
        {intro && <Box sx={{ mb: 3 }}>{intro}</Box>}
        <Box
          component="nav"
          aria-labelledby="legal-contents-title"
          sx={{ mb: 4, p: { xs: 2, sm: 3 }, bgcolor: 'background.paper', borderRadius: 1 }}
        >
          <Typography id="legal-contents-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Contents
          </Typography>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {sections.map((section, index) => (
              <Box component="li" key={section.id} sx={{ py: 0.5 }}>
                <Link component={RouterLink} to={{ hash: section.id }}>
                  {numberedTitle(index, section.title)}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
        {sections.map((section, index) => (
          <Box
            component="section"
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            tabIndex={-1}
            sx={{
              mb: 4,
              // A little room above the heading after a deep-link jump.
              scrollMarginTop: 16,
              '&:focus': { outline: 'none' },
              '& p, & ul': { mb: 1.5 },
            }}
          >
            <Typography id={`${section.id}-title`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
              {numberedTitle(index, section.title)}
            </Typography>
            {section.content}
          </Box>
        ))}
      </Container>
    </>
  );
}
