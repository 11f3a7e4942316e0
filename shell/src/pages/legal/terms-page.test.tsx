import { within } from '@testing-library/react';
import { AGENCY } from '@reedmere/agency';
import { renderLegalPage, section } from './legal-test-utils';
import { TermsPage } from './terms-page';

describe('TermsPage', () => {
  it('has the lettings fees section the footer links to', () => {
    renderLegalPage(<TermsPage />, '/terms-conditions');
    const lettings = section('lettings-fees');
    expect(within(lettings).getByRole('heading', { level: 2 })).toHaveTextContent(
      '5. Lettings terms and fees',
    );
    expect(lettings).toHaveTextContent('minimum term of 6 months unless agreed otherwise');
    expect(lettings).toHaveTextContent(
      'For residential tenancies covered by the Tenant Fees Act 2019, tenants pay no fees other than the payments the Act permits',
    );
    expect(lettings).toHaveTextContent("capped at five weeks' rent");
    expect(lettings).toHaveTextContent("capped at one week's rent");
    expect(lettings).toHaveTextContent('more than 14 days late');

    const fees = within(lettings).getByRole('table', {
      name: 'Landlord fees for commercial lettings',
    });
    const letOnly = within(fees).getByRole('rowheader', { name: 'Let only' }).closest('tr')!;
    expect(letOnly).toHaveTextContent("10% + VAT of the first year's rent");
    const managed = within(fees).getByRole('rowheader', { name: 'Fully managed' }).closest('tr')!;
    expect(managed).toHaveTextContent('15% + VAT of rent collected');

    const { clientMoneyProtection: cmp } = AGENCY.redress;
    expect(lettings).toHaveTextContent(`${cmp.scheme}, membership number ${cmp.number}`);
    expect(lettings).toHaveTextContent(AGENCY.redress.scheme);
  });

  it('names the redress scheme, the regulations and the governing law', () => {
    renderLegalPage(<TermsPage />);
    expect(section('complaints')).toHaveTextContent(
      `${AGENCY.redress.scheme} (membership number ${AGENCY.redress.membershipNumber})`,
    );
    expect(section('anti-money-laundering')).toHaveTextContent('Regulations 2017');
    expect(section('governing-law')).toHaveTextContent('law of England and Wales');
    expect(section('governing-law')).toHaveTextContent('courts of England');
    expect(
      within(section('data-protection')).getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy-policy');
  });

  it('gives the company contact details from the agency configuration', () => {
    renderLegalPage(<TermsPage />);
    const contact = section('contact-us');
    expect(within(contact).getByRole('link', { name: AGENCY.email })).toBeInTheDocument();
    expect(within(contact).getByText(AGENCY.offices.head.phone)).toBeInTheDocument();
    expect(contact).toHaveTextContent(AGENCY.offices.head.address.postcode);
    expect(contact).toHaveTextContent(AGENCY.company.legalName);
    expect(contact).toHaveTextContent(AGENCY.company.companyNumber);
  });
});
