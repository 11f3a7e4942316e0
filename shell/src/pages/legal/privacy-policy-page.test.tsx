import { screen, within } from '@testing-library/react';
import { AGENCY, telHref } from '@reedmere/agency';
import { renderLegalPage, section } from './legal-test-utils';
import { PrivacyPolicyPage } from './privacy-policy-page';

describe('PrivacyPolicyPage', () => {
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
    expect(retention).toHaveTextContent(
      "The record of our staff's work on this website (who changed a listing, article or page, what they changed, when and from which internet address, and staff sign-ins): 6 years",
    );
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
