import { useRef } from 'react';
import { AGENCY, telHref } from '@reedmere/agency';
import { PageHero, StaticPart } from '@reedmere/web-kit';
import { EnquiryForm, type EnquiryFormHandle } from './enquiry-form';
import { CallsToAction } from '../calls-to-action';
import { OfficesPanel } from './offices-panel';
import { AgencyJsonLd } from '../../seo/agency-json-ld';
import { contactHero } from '@reedmere/web-kit/heroes/contact';

/** /contact: call or write to the agency, and where to find its offices. */
export function ContactPage() {
  const form = useRef<EnquiryFormHandle>(null);

  return (
    <>
      <PageHero
        image={contactHero}
        title="Contact Us"
        subtitle="Talk to a local expert, seven days a week."
      >
        <CallsToAction
          main={{ label: 'Call Now', href: telHref(AGENCY.offices.head.phone) }}
          second={{
            label: 'Free Valuation',
            onClick: () => form.current?.startWith('Property Valuation'),
          }}
          onDark
        />
      </PageHero>
      <div className="site-container contact-page">
        <div>
          <EnquiryForm ref={form} />
        </div>
        <div>
          <StaticPart>
            <OfficesPanel />
          </StaticPart>
        </div>
      </div>
      <AgencyJsonLd />
    </>
  );
}
