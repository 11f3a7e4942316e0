import { Box, Button, Fab } from '@mui/material';
import { AGENCY, telHref } from '@reedmere/agency';
import { PhoneIcon, WhatsAppIcon } from '../icons';

// WhatsApp's greens. White on the teal keeps the 3:1 an icon needs (the bright brand green does
// not); a label needs 4.5:1, which only the darkest gives.
const WHATSAPP_TEAL = '#128c7e';
const WHATSAPP_DARK = '#075e54';
const WHATSAPP_DARKER = '#05463f';

const whatsappIconColours = {
  bgcolor: WHATSAPP_TEAL,
  color: 'common.white',
  '&:hover': { bgcolor: WHATSAPP_DARK },
} as const;

const whatsappLabelColours = {
  bgcolor: WHATSAPP_DARK,
  color: 'common.white',
  '&:hover': { bgcolor: WHATSAPP_DARKER },
} as const;

// A white ring keeps the buttons visible over the navy header and footer.
const ringSx = { border: 2, borderColor: 'common.white' } as const;

export interface QuickContactProps {
  /**
   * 'bar': a full-width strip along the bottom edge, for windows too narrow to leave the page a
   * margin, where a floating button would sit on top of the page's own controls (the page keeps
   * the strip's height clear). 'floating': round buttons in the margin beside the page.
   */
  readonly layout: 'bar' | 'floating';
}

/** The quick-contact buttons: call the head office, or message on WhatsApp. */
export function QuickContact({ layout }: QuickContactProps) {
  const phone = AGENCY.offices.head.phone;
  const call = { href: telHref(phone), 'aria-label': `Call ${AGENCY.name} on ${phone}` };
  const whatsapp = {
    href: AGENCY.whatsapp.url,
    target: '_blank',
    rel: 'noopener noreferrer',
    'aria-label': 'Message us on WhatsApp (opens in a new tab)',
  };
  if (layout === 'bar') {
    return (
      <Box
        role="group"
        aria-label="Quick contact"
        sx={{
          display: 'grid',
          // Two halves on a phone; on a wider window, two buttons of a usual size at the right.
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, 200px)' },
          justifyContent: 'end',
          gap: 1,
          px: { xs: 1, sm: 3 },
          py: 0.75,
          bgcolor: 'primary.dark',
          borderTop: 1,
          borderColor: 'common.white',
        }}
      >
        <Button {...call} variant="contained" startIcon={<PhoneIcon />} sx={{ minHeight: 44 }}>
          Call
        </Button>
        <Button
          {...whatsapp}
          variant="contained"
          startIcon={<WhatsAppIcon />}
          sx={{ minHeight: 44, ...whatsappLabelColours }}
        >
          WhatsApp
        </Button>
      </Box>
    );
  }
  return (
    <Box
      role="group"
      aria-label="Quick contact"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
    >
      <Fab {...call} color="primary" size="medium" sx={ringSx}>
        <PhoneIcon />
      </Fab>
      <Fab {...whatsapp} size="medium" sx={{ ...ringSx, ...whatsappIconColours }}>
        <WhatsAppIcon />
      </Fab>
    </Box>
  );
}
