import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AGENCY, mailtoHref, telHref } from '@reedmere/agency';
import { Panel } from './panel';

/** Phone and an e-mail enquiry that names the property. */
export function GetInTouchPanel({ title }: { title: string }) {
  const phone = AGENCY.offices.head.phone;
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
      </Stack>
    </Panel>
  );
}
