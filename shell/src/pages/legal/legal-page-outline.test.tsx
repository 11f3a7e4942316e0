import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { CookiePolicyPage } from './cookie-policy-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';
import { numberedSectionHeadings, renderLegalPage, withFixedClock } from './legal-test-utils';

interface LegalPageOutline {
  page: ReactElement;
  path: string;
  title: string;
  sections: readonly string[];
  /** A moment, and the day the page then gives as its last update. */
  clock: string;
  lastUpdated: string;
}

// Every legal page has the same outline: a hero, numbered sections and today's date.
const PAGES: readonly LegalPageOutline[] = [
  {
    page: <CookiePolicyPage />,
    path: '/cookie-policy',
    title: 'Cookie Policy',
    sections: [
      '1. What cookies are',
      '2. Types of cookies',
      '3. Third-party cookies',
      '4. Managing your preferences',
      '5. Cookies we use',
      '6. If you disable cookies',
      '7. Updates to this policy',
      '8. Contact us',
    ],
    clock: '2027-03-05T09:30:00Z',
    lastUpdated: '5 March 2027',
  },
  {
    page: <PrivacyPolicyPage />,
    path: '/privacy-policy',
    title: 'Privacy Policy',
    sections: [
      '1. Who we are',
      '2. Information we collect',
      '3. How we use your information',
      '4. Our legal basis for using your information',
      '5. Sharing your information',
      '6. How long we keep your information',
      '7. Your rights under UK GDPR',
      '8. Cookies',
      '9. Security',
      '10. Contact us',
      '11. Complaints',
    ],
    clock: '2026-11-22T10:00:00Z',
    lastUpdated: '22 November 2026',
  },
  {
    page: <TermsPage />,
    path: '/terms-conditions',
    title: 'Terms & Conditions',
    sections: [
      '1. Use of this website',
      '2. Accuracy of property information',
      '3. Measurements and photography',
      '4. Sales terms',
      '5. Lettings terms and fees',
      '6. Financial services',
      '7. Anti-money laundering',
      '8. Data protection',
      '9. Complaints',
      '10. Indemnity',
      '11. Limitation of liability',
      '12. Intellectual property',
      '13. Third-party links',
      '14. Governing law',
      '15. Changes to these terms',
      '16. Contact us',
    ],
    clock: '2026-11-22T23:30:00Z',
    lastUpdated: '22 November 2026',
  },
];

describe.each(PAGES)('$title', ({ page, path, title, sections, clock, lastUpdated }) => {
  it(`has a hero and exactly ${sections.length} numbered sections in order`, () => {
    renderLegalPage(page, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(numberedSectionHeadings()).toEqual(sections);
  });

  it('shows the date of today, en-GB, as the last update', () => {
    withFixedClock(clock, () => {
      renderLegalPage(page);
      expect(screen.getByText(`Last updated: ${lastUpdated}`)).toBeInTheDocument();
    });
  });
});
