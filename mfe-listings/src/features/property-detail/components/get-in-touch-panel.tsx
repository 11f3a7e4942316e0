import { useState } from 'react';
import { AGENCY, mailtoHref, telHref } from '@reedmere/agency';
import { Panel } from './panel';
import { ViewingRequestForm } from './viewing-request-form';

const VIEWING_FORM_ID = 'viewing-request';

/** Phone, an e-mail enquiry that names the property, and a viewing request sent from the page. */
export function GetInTouchPanel({ id, title }: { id: string; title: string }) {
  const phone = AGENCY.offices.head.phone;
  // Closed on the server and on the first client render alike, so hydration matches.
  const [viewingOpen, setViewingOpen] = useState(false);
  return (
    <Panel id="contact-title" title="Get In Touch">
      <p className="kit-secondary">
        {`Interested in this property? Our team is available ${AGENCY.hours.text}.`}
      </p>
      <div className="get-in-touch__actions">
        {/* Its visible words are its name, so a voice command 'click Call ...' finds it. */}
        <a className="kit-button" href={telHref(phone)}>
          {`Call ${phone}`}
        </a>
        <a
          className="kit-button kit-button--outlined"
          href={mailtoHref(AGENCY.email, `Enquiry: ${title}`)}
        >
          Email Enquiry
        </a>
        <button
          type="button"
          className="kit-button kit-button--outlined"
          aria-expanded={viewingOpen}
          aria-controls={viewingOpen ? VIEWING_FORM_ID : undefined}
          onClick={() => setViewingOpen((open) => !open)}
        >
          Request a viewing
        </button>
      </div>
      {viewingOpen && <ViewingRequestForm id={VIEWING_FORM_ID} property={{ id, title }} />}
    </Panel>
  );
}
