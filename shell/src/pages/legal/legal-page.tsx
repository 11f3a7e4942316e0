import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from '@reedmere/router';
import { AGENCY, formatAddress, mailtoHref, telHref } from '@reedmere/agency';
import { madeOnFirstUse } from '@reedmere/contracts';
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

const lastUpdated = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);

/** '22 November 2026': the en-GB day, month name and year. */
export function formatLegalDate(date: Date): string {
  return lastUpdated().format(date);
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
    <address className="legal-contact">
      <p className="legal-contact__name">{AGENCY.company.legalName}</p>
      <p>
        Registered in {AGENCY.company.registeredIn}, company number {AGENCY.company.companyNumber}
      </p>
      <p>
        {head.name}: {formatAddress(head.address)}
      </p>
      <p>
        E-mail:{' '}
        <a href={mailtoHref(AGENCY.email)} className="kit-link">
          {AGENCY.email}
        </a>
      </p>
      <p>
        Telephone:{' '}
        <a href={telHref(head.phone)} className="kit-link">
          {head.phone}
        </a>{' '}
        ({AGENCY.hours.text})
      </p>
    </address>
  );
}

/** Shared layout of the privacy, cookie and terms pages (docs/product.md#legal-pages). */
export function LegalPage({ title, subtitle, intro, sections }: LegalPageProps) {
  useScrollToHash();
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />
      <div className="site-container legal-page">
        <p className="legal-page__updated">Last updated: {formatLegalDate(new Date())}</p>
        {intro && <div className="legal-page__intro">{intro}</div>}
        <nav aria-labelledby="legal-contents-title" className="legal-contents">
          <h2 id="legal-contents-title" className="legal-contents__title">
            Contents
          </h2>
          <ol className="legal-contents__list">
            {sections.map((section, index) => (
              <li key={section.id}>
                <RouterLink to={{ hash: section.id }} className="kit-link">
                  {numberedTitle(index, section.title)}
                </RouterLink>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            tabIndex={-1}
            className="legal-section"
          >
            <h2 id={`${section.id}-title`} className="legal-section__title">
              {numberedTitle(index, section.title)}
            </h2>
            {section.content}
          </section>
        ))}
      </div>
    </>
  );
}
