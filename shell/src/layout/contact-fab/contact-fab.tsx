import { Box, Fab } from '@mui/material';
import { AGENCY, telHref } from '@reedmere/agency';
import { PhoneIcon, WhatsAppIcon } from '../icons';

// WhatsApp's dark green: white on it keeps the contrast an icon needs (the bright brand green
// does not).
const WHATSAPP_GREEN = '#128c7e';
const WHATSAPP_GREEN_DARK = '#075e54';

// A white ring keeps the buttons visible over the navy header and footer.
const ringSx = { border: 2, borderColor: 'common.white' } as const;

/** The floating quick-contact buttons: call the head office, or message on WhatsApp. */
export function ContactFab() {
  const phone = AGENCY.offices.head.phone;
  return (
    <Box
      role="group"
      aria-label="Quick contact"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
    >
      <Fab
        href={telHref(phone)}
        aria-label={`Call ${AGENCY.name} on ${phone}`}
        color="primary"
        size="medium"
        sx={ringSx}
      >
        <PhoneIcon />
      </Fab>
      <Fab
        href={AGENCY.whatsapp.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Message us on WhatsApp (opens in a new tab)"
        size="medium"
        sx={{
          ...ringSx,
          bgcolor: WHATSAPP_GREEN,
          color: 'common.white',
          '&:hover': { bgcolor: WHATSAPP_GREEN_DARK },
        }}
      >
        <WhatsAppIcon />
      </Fab>
    </Box>
  );
}
