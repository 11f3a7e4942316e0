import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`Interested in this property? Our team is available ${AGENCY.hours.text}.`}
      </Typography>
      <Stack spacing={1.5}>
        {/* Its visible words are its name, so a voice command 'click Call ...' finds it. */}
        <Button variant="contained" href={telHref(phone)}>
          {`Call ${phone}`}
        </Button>
        <Button variant="outlined" href={mailtoHref(AGENCY.email, `Enquiry: ${title}`)}>
          Email Enquiry
        </Button>
        <Button
          variant="outlined"
          aria-expanded={viewingOpen}
          aria-controls={viewingOpen ? VIEWING_FORM_ID : undefined}
          onClick={() => setViewingOpen((open) => !open)}
        >
          Request a viewing
        </Button>
      </Stack>
      {viewingOpen && <ViewingRequestForm id={VIEWING_FORM_ID} property={{ id, title }} />}
    </Panel>
  );
}
