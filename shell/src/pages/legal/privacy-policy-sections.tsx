import { Link as RouterLink } from '@reedmere/router';
import { AGENCY } from '@reedmere/agency';
import { AUDIT_RETENTION_YEARS } from '@reedmere/contracts';
import { BulletList, Paragraph } from './legal-text';
import { NewTabLink } from '@reedmere/web-kit';
import { LegalContactBlock, type LegalSection } from './legal-page';

const ICO_URL = 'https://ico.org.uk';
const ICO_PHONE = '0303 123 1113';

/**
 * The privacy policy's 11 sections (docs/product.md#legal-pages). The enquiry retention period
 * it states is the one the content service applies (docs/product.md#retention).
 */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <Paragraph>
          {AGENCY.company.legalName}, trading as {AGENCY.name}, is an independent estate agent in
          Norfolk. We are registered in {AGENCY.company.registeredIn} under company number{' '}
          {AGENCY.company.companyNumber}. We provide residential and commercial sales, lettings,
          valuations, viewings and mortgage advice, and we advertise properties on the major
          property portals.
        </Paragraph>
        <Paragraph>
          {AGENCY.company.legalName} is the controller of the personal information described in this
          policy, which means we decide how and why it is used. This policy explains what we
          collect, why, how long we keep it and the rights you have.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <Paragraph>We collect only the information we need:</Paragraph>
        <BulletList
          items={[
            'Enquiries: when you use our enquiry form we collect your name, e-mail address, phone number, the service you are interested in and your message.',
            'Our services: if you sell, buy or let a property through us we also collect the details needed for the transaction, such as your address, identity documents and information about the property.',
            'Staff sign-in: when a member of our staff signs in to the administration area of this website we process their e-mail address and a session record.',
            'Technical data: our servers record technical details such as your IP address, browser type and the pages requested. These server logs are kept briefly to keep the website secure and working, and are then deleted.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'how-we-use-your-information',
    title: 'How we use your information',
    content: (
      <>
        <Paragraph>We use your information to:</Paragraph>
        <BulletList
          items={[
            'reply to your enquiry and arrange valuations and viewings;',
            'market, sell or let property and manage tenancies on behalf of our clients;',
            'introduce you, with your agreement, to mortgage advisers and other professionals;',
            'carry out the identity and anti-money laundering checks the law requires;',
            'keep records of transactions and meet our legal and regulatory duties;',
            'send you news about properties and our services where you have asked us to;',
            'keep this website secure and improve how it works.',
          ]}
        />
        <Paragraph>We do not sell your personal information to anyone.</Paragraph>
      </>
    ),
  },
  {
    id: 'legal-basis',
    title: 'Our legal basis for using your information',
    content: (
      <>
        <Paragraph>
          Data protection law only allows us to use personal information when we have a lawful
          reason. We rely on the following:
        </Paragraph>
        <BulletList
          items={[
            <>
              <strong>Consent</strong>: where you have agreed, for example to receive property
              alerts or marketing e-mails. You can withdraw your consent at any time.
            </>,
            <>
              <strong>Contract</strong>: where we need the information to provide a service you have
              asked for or to take steps at your request before entering into a contract, such as
              marketing your home or arranging a tenancy.
            </>,
            <>
              <strong>Legal obligation</strong>: where the law requires it, for example identity
              checks under the money laundering regulations and keeping records for HM Revenue &amp;
              Customs.
            </>,
            <>
              <strong>Legitimate interests</strong>: where we have a genuine business reason that
              does not override your rights, such as answering a general enquiry, keeping our
              website secure and defending legal claims.
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: 'sharing-your-information',
    title: 'Sharing your information',
    content: (
      <>
        <Paragraph>
          We share personal information only where it is needed for the service or required by law,
          with:
        </Paragraph>
        <BulletList
          items={[
            'property professionals involved in your sale, purchase or letting, such as solicitors and conveyancers, surveyors, mortgage advisers and the other party’s agent;',
            'the property portals on which we advertise, where you ask them or us to pass on an enquiry;',
            'service providers who work for us, such as our website host, e-mail provider and identity-checking service, under contracts that require them to keep your information safe;',
            'regulators, law enforcement agencies and other public authorities where the law requires us to.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep your information',
    content: (
      <>
        <Paragraph>We keep personal information no longer than we need it:</Paragraph>
        <BulletList
          items={[
            'Enquiry data: 2 years from our last contact with you.',
            'Transaction records, including identity checks: 6 years, as the law and our regulators require.',
            `The record of our staff's work on this website (who changed a listing, article or page, what they changed, when and from which internet address, and staff sign-ins): ${AUDIT_RETENTION_YEARS} years, like our other transaction records. It holds no enquirer's or subscriber's details.`,
            'Property alerts: your e-mail address and the search you chose, until you unsubscribe (every alert e-mail has a link to do so) or ask us to delete them. A sign-up that is not confirmed from the e-mail we send is deleted after 7 days.',
            'Marketing data: until you unsubscribe or withdraw your consent.',
            'Server logs: a short period, then deleted.',
          ]}
        />
        <Paragraph>When the period ends we delete the information or make it anonymous.</Paragraph>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights under UK GDPR',
    content: (
      <>
        <Paragraph>Under the UK GDPR you have the right to:</Paragraph>
        <BulletList
          items={[
            'access the personal information we hold about you and receive a copy;',
            'ask us to correct information that is inaccurate or incomplete (rectification);',
            'ask us to delete your information (erasure) where we no longer have a reason to keep it;',
            'object to our use of your information, including for direct marketing;',
            'receive information you gave us in a portable, machine-readable form (portability);',
            'withdraw your consent at any time, where we rely on consent.',
          ]}
        />
        <Paragraph>
          To use any of these rights, contact us using the details below. There is normally no
          charge, and we will respond within one month.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <Paragraph>
        Our website uses a small amount of browser storage to make it work and to remember your
        cookie choices. Our{' '}
        <RouterLink to="/cookie-policy" className="kit-link">
          Cookie Policy
        </RouterLink>{' '}
        explains what is stored and how to change your preferences.
      </Paragraph>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <Paragraph>
        We protect your information with appropriate technical and organisational measures. Our
        website is served over an encrypted connection, access to personal information is limited to
        staff who need it, and our administration area requires a secure sign-in. No system is
        completely secure, but we review our measures regularly and will tell you and the regulator
        about a serious breach where the law requires us to.
      </Paragraph>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    content: (
      <>
        <Paragraph>
          If you have a question about this policy or how we use your information, please contact
          us:
        </Paragraph>
        <LegalContactBlock />
      </>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    content: (
      <>
        <Paragraph>
          If you are unhappy with how we have used your information, please contact us first so that
          we can try to put things right.
        </Paragraph>
        <Paragraph>
          You also have the right to complain to the Information Commissioner’s Office (ICO), the
          UK’s data protection regulator: website <NewTabLink href={ICO_URL}>ico.org.uk</NewTabLink>
          , telephone {ICO_PHONE}.
        </Paragraph>
      </>
    ),
  },
];
