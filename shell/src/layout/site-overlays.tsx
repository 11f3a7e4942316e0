import { BottomDock } from './bottom-dock';
import { CookieBanner } from './cookie-consent/cookie-banner';
import type { CookieConsentState } from './cookie-consent/use-cookie-consent';
import { QuickContact } from './quick-contact/quick-contact';
import { useMediaQuery } from './use-media-query';
import { useTypingInField } from './use-typing-in-field';

/**
 * Wide enough for round buttons in the margin beside the page's content (1,200 px wide with
 * 24 px padding, and a scroll bar): below this they would cover the content's right edge.
 */
const ROOM_BESIDE_CONTENT = '(min-width: 1320px)';

export interface SiteOverlaysProps {
  readonly cookies: CookieConsentState;
  /** The call and WhatsApp buttons are for visitors; in the admin panel they would only cover the row actions. */
  readonly forVisitors: boolean;
}

/** The cookie banner and the contact buttons, fixed along the bottom of the window. */
export function SiteOverlays({ cookies, forVisitors }: SiteOverlaysProps) {
  const roomBeside = useMediaQuery(ROOM_BESIDE_CONTENT);
  // While the visitor types, the buttons make way for the field and the keyboard.
  const typing = useTypingInField();
  const contact = forVisitors && !typing;
  return (
    <BottomDock
      bars={
        <>
          <CookieBanner cookies={cookies} />
          {contact && !roomBeside && <QuickContact layout="bar" />}
        </>
      }
      floating={contact && roomBeside && <QuickContact layout="floating" />}
    />
  );
}
