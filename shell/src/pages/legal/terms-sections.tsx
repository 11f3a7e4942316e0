import { Link as RouterLink } from '@reedmere/router';
import { AGENCY } from '@reedmere/agency';
import { BulletList, Paragraph } from './legal-text';
import { LegalContactBlock, type LegalSection } from './legal-page';
import { LettingsFeesTable } from './lettings-fees-table';

const { redress, company } = AGENCY;
const cmp = redress.clientMoneyProtection;

/** The 16 sections of the terms and conditions, in order (docs/product.md#legal-pages). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'website-use',
    title: 'Use of this website',
    content: (
      <>
        <Paragraph>
          This website is operated by {company.legalName} (&lsquo;{AGENCY.name}&rsquo;,
          &lsquo;we&rsquo;, &lsquo;us&rsquo;). By using it you accept these terms. If you do not
          agree with them, please do not use the website.
        </Paragraph>
        <Paragraph>
          You may use the website for your own personal, non-commercial purposes. You must not
          misuse it, for example by attempting to gain unauthorised access, introducing viruses or
          copying listings in bulk.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'property-information',
    title: 'Accuracy of property information',
    content: (
      <Paragraph>
        We take care to make our property particulars accurate, but they are prepared from
        information supplied by sellers and landlords and are for guidance only. They do not form
        part of any offer or contract. Fixtures, fittings, services and appliances have not been
        tested, and tenure, planning and building regulation details should be confirmed by your
        solicitor. Properties may be sold, let or withdrawn at any time, and prices and rents may
        change.
      </Paragraph>
    ),
  },
  {
    id: 'measurements-and-photography',
    title: 'Measurements and photography',
    content: (
      <Paragraph>
        Measurements, floor plans and areas are approximate and for illustration only; they should
        not be relied on when ordering carpets, furniture or fittings, or when valuing a property.
        Photographs, virtual tours, videos and drone images show the property at the time they were
        taken and may have been taken with a wide-angle lens. Furnishings shown are not necessarily
        included.
      </Paragraph>
    ),
  },
  {
    id: 'sales-terms',
    title: 'Sales terms',
    content: (
      <>
        <Paragraph>
          When you instruct us to sell a property, our fees and the length of the agency agreement
          are set out in our written terms of business, which you will receive and sign before we
          start marketing. Our fee becomes payable on completion of the sale.
        </Paragraph>
        <Paragraph>
          We pass every offer to the seller promptly and in writing. Buyers will be asked for proof
          of identity and of their ability to proceed before an offer is put forward. A sale is not
          legally binding until contracts have been exchanged.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'lettings-fees',
    title: 'Lettings terms and fees',
    content: (
      <>
        <Paragraph>
          Our lettings are subject to a minimum term of 6 months unless agreed otherwise in writing.
          Landlords receive our full terms of business before we market their property. Our landlord
          fees for commercial lettings are:
        </Paragraph>
        <LettingsFeesTable />
        <Paragraph>
          For residential tenancies covered by the Tenant Fees Act 2019, tenants pay no fees other
          than the payments the Act permits:
        </Paragraph>
        <BulletList
          items={[
            'the rent;',
            "a refundable tenancy deposit capped at five weeks' rent (six weeks' rent where the annual rent is £50,000 or more);",
            "a refundable holding deposit capped at one week's rent;",
            'changes to the tenancy requested by the tenant: £50, or reasonable costs if higher;',
            'early termination of the tenancy requested by the tenant: the landlord’s loss and reasonable costs;',
            'utilities, communication services, TV licence and council tax, where the tenancy makes the tenant responsible;',
            'default fees for lost keys or security devices, and interest on rent more than 14 days late.',
          ]}
        />
        <Paragraph>
          Client money protection is provided by {cmp.scheme}, membership number {cmp.number}. We
          are a member of {redress.scheme} redress scheme, membership number{' '}
          {redress.membershipNumber}.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'financial-services',
    title: 'Financial services',
    content: (
      <Paragraph>
        Nothing on this website is financial advice. Our mortgage and stamp duty calculators give
        estimates only, based on the figures you enter. Where we introduce you to a mortgage
        adviser, the advice is given by that adviser, who is responsible for it and authorised by
        the Financial Conduct Authority. If we receive a fee for the introduction, we will tell you
        before you proceed. Your home may be repossessed if you do not keep up repayments on your
        mortgage.
      </Paragraph>
    ),
  },
  {
    id: 'anti-money-laundering',
    title: 'Anti-money laundering',
    content: (
      <Paragraph>
        Under the Money Laundering, Terrorist Financing and Transfer of Funds (Information on the
        Payer) Regulations 2017 we must verify the identity of our clients and of buyers and
        tenants, and check the source of the funds used in a transaction. We will ask for photo
        identification and proof of address, and may use an electronic identity check. We cannot
        proceed until these checks are complete, and we must report suspicious activity to the
        authorities.
      </Paragraph>
    ),
  },
  {
    id: 'data-protection',
    title: 'Data protection',
    content: (
      <Paragraph>
        We use personal information in line with UK data protection law. Our{' '}
        <RouterLink to="/privacy-policy" className="kit-link">
          Privacy Policy
        </RouterLink>{' '}
        explains what we collect, why we use it, how long we keep it and your rights.
      </Paragraph>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    content: (
      <>
        <Paragraph>
          If you are unhappy with our service, please write to us at the address below or by e-mail.
          Under our in-house complaints procedure we will acknowledge your complaint within 3
          working days and send you a full written response within 15 working days.
        </Paragraph>
        <Paragraph>
          If you remain dissatisfied, or we have not resolved your complaint within 8 weeks, you may
          refer it to {redress.scheme} (membership number {redress.membershipNumber}) free of
          charge, normally within 12 months of our final response.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    content: (
      <Paragraph>
        You agree to compensate us for any loss, damage or costs we incur as a result of your breach
        of these terms or your misuse of this website.
      </Paragraph>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    content: (
      <Paragraph>
        We provide this website free of charge and cannot guarantee that it will always be available
        or free from errors. To the extent the law allows, we are not liable for any loss arising
        from your use of, or reliance on, the website or its content. Nothing in these terms limits
        our liability for death or personal injury caused by our negligence, for fraud, or for
        anything else that cannot be limited under English law, and your statutory rights are not
        affected.
      </Paragraph>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    content: (
      <Paragraph>
        The content of this website, including text, photographs, floor plans, videos, logos and
        design, belongs to us or our licensors and is protected by copyright and other intellectual
        property rights. You may view and print pages for your own use, but you must not copy,
        reproduce or republish any content without our written permission.
      </Paragraph>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Third-party links',
    content: (
      <Paragraph>
        This website links to other websites, such as property portals and social media. We do not
        control those websites and are not responsible for their content, availability or privacy
        practices. A link does not mean that we endorse the website.
      </Paragraph>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <Paragraph>
        These terms are governed by the law of England and Wales, and any dispute arising from them
        is subject to the jurisdiction of the courts of England.
      </Paragraph>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <Paragraph>
        We may update these terms from time to time. The date at the top of this page shows when
        they were last updated, and the version published here applies each time you use the
        website.
      </Paragraph>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    content: (
      <>
        <Paragraph>If you have any questions about these terms, please contact us:</Paragraph>
        <LegalContactBlock />
      </>
    ),
  },
];
