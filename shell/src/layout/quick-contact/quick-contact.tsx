import { AGENCY, telHref } from '@reedmere/agency';
import { PhoneIcon, WhatsAppIcon } from '../icons';

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
      <div role="group" aria-label="Quick contact" className="site-quick-bar">
        <a {...call} className="site-button site-button--contained">
          <span className="site-button__icon">
            <PhoneIcon />
          </span>
          Call
        </a>
        <a {...whatsapp} className="site-button site-button--whatsapp">
          <span className="site-button__icon">
            <WhatsAppIcon />
          </span>
          WhatsApp
        </a>
      </div>
    );
  }
  return (
    <div role="group" aria-label="Quick contact" className="site-quick-floating">
      <a {...call} className="site-fab">
        <PhoneIcon />
      </a>
      <a {...whatsapp} className="site-fab site-fab--whatsapp">
        <WhatsAppIcon />
      </a>
    </div>
  );
}
