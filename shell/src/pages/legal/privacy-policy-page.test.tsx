import { screen, within } from '@testing-library/react';
import { AGENCY, telHref } from '@reedmere/agency';
import { numberedSectionHeadings, renderLegalPage, withFixedClock } from './legal-test-utils';
import { PrivacyPolicyPage } from './privacy-policy-page';

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No section #${id}`);
  return element;
}

describe('PrivacyPolicyPage', () => {
  it('has a hero and exactly 11 numbered sections in order', () => {
    renderLegalPage(<PrivacyPolicyPage />, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(numberedSectionHeadings()).toEqual([
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
    ]);
  });

  it('shows the date of today, en-GB, as the last update', () => {
    withFixedClock('2026-11-22T10:00:00Z', () => {
      renderLegalPage(<PrivacyPolicyPage />);
      expect(screen.getByText('Last updated: 22 November 2026')).toBeInTheDocument();
    });
  });

  it('lists a contents link for every section', () => {
    renderLegalPage(<PrivacyPolicyPage />, '/privacy-policy');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(11);
    expect(links[5]).toHaveAttribute('href', '/privacy-policy#retention');
    expect(links[5]).toHaveTextContent('6. How long we keep your information');
  });

  it('names the controller and states the retention periods and rights', () => {
    renderLegalPage(<PrivacyPolicyPage />);
    expect(section('who-we-are')).toHaveTextContent(
      `${AGENCY.company.legalName} is the controller`,
    );
    const retention = section('retention');
    expect(retention).toHaveTextContent('Enquiry data: 2 years from our last contact');
    expect(retention).toHaveTextContent('Transaction records, including identity checks: 6 years');
    expect(retention).toHaveTextContent('until you unsubscribe or withdraw your consent');
    expect(retention).toHaveTextContent(
      'Property alerts: your e-mail address and the search you chose, until you unsubscribe',
    );
    expect(retention).toHaveTextContent(
      'not confirmed from the e-mail we send is deleted after 7 days',
    );
    const basis = section('legal-basis');
    for (const word of ['Consent', 'Contract', 'Legal obligation', 'Legitimate interests']) {
      expect(within(basis).getByText(word)).toBeInTheDocument();
    }
    const rights = section('your-rights');
    for (const word of ['access', 'correct', 'delete', 'object', 'portab', 'withdraw']) {
      expect(rights.textContent).toContain(word);
    }
    expect(rights).toHaveTextContent('within one month');
  });

  it('links to the cookie policy and the ICO', () => {
    renderLegalPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    const ico = screen.getByRole('link', { name: /ico\.org\.uk/ });
    expect(ico).toHaveAttribute('href', 'https://ico.org.uk');
    expect(ico).toHaveAttribute('target', '_blank');
    expect(section('complaints')).toHaveTextContent('0303 123 1113');
  });

  it('gives the company contact details from the agency configuration', () => {
    renderLegalPage(<PrivacyPolicyPage />);
    const contact = section('contact-us');
    expect(within(contact).getByRole('link', { name: AGENCY.email })).toHaveAttribute(
      'href',
      `mailto:${AGENCY.email}`,
    );
    expect(within(contact).getByRole('link', { name: AGENCY.offices.head.phone })).toHaveAttribute(
      'href',
      telHref(AGENCY.offices.head.phone),
    );
    expect(contact).toHaveTextContent(AGENCY.offices.head.address.postcode);
    expect(contact).toHaveTextContent(
      `Registered in ${AGENCY.company.registeredIn}, company number ${AGENCY.company.companyNumber}`,
    );
  });
});
