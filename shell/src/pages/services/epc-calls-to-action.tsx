import { AGENCY, telHref } from '@reedmere/agency';
import { CallsToAction } from '../calls-to-action';

/** Get Quote and a call to the head office; `onDark` styles them for the navy hero. */
export function EpcCallsToAction({ onDark = false }: { onDark?: boolean }) {
  const phone = AGENCY.offices.head.phone;
  return (
    <CallsToAction
      main={{ label: 'Get Quote', to: '/contact' }}
      second={{ label: `Call ${phone}`, href: telHref(phone) }}
      onDark={onDark}
    />
  );
}
