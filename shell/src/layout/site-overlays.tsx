import { startTransition, useEffect, useState } from 'react';
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
  // Drawn in two steps, the dock hidden until the second: the banner's styles and the buttons'
  // are written in two short tasks instead of one long one, and both still appear at once.
  const [complete, setComplete] = useState(false);
  useEffect(() => startTransition(() => setComplete(true)), []);
  return (
    <BottomDock
      hidden={!complete}
      bars={
        <>
          <CookieBanner cookies={cookies} />
          {complete && contact && !roomBeside && <QuickContact layout="bar" />}
        </>
      }
      floating={complete && contact && roomBeside && <QuickContact layout="floating" />}
    />
  );
}
