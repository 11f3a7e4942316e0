import { Outlet, useLocation } from '@reedmere/router';
import { resolveRoute } from '@reedmere/contracts';
import { Box, useMediaQuery } from '@mui/material';
import { BottomDock } from './bottom-dock';
import { CookieBanner } from './cookie-consent/cookie-banner';
import { useCookieConsent } from './cookie-consent/use-cookie-consent';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_CONTENT_ID } from './navigation';
import { QuickContact } from './quick-contact/quick-contact';
import { ScrollOnNavigation } from './scroll/scroll-on-navigation';
import { useTypingInField } from './use-typing-in-field';

/**
 * Wide enough for round buttons in the margin beside the page's content (1,200 px wide with
 * 24 px padding, and a scroll bar): below this they would cover the content's right edge.
 */
const ROOM_BESIDE_CONTENT = '(min-width: 1320px)';

/** Every page: header, main content, footer, then the cookie banner and the contact buttons. */
export function SiteLayout() {
  // The call and WhatsApp buttons are for visitors; in the admin panel they would only cover
  // the row actions.
  const forVisitors = resolveRoute(useLocation().pathname).owner !== 'mfe-admin';
  const cookies = useCookieConsent();
  const roomBeside = useMediaQuery(ROOM_BESIDE_CONTENT, { noSsr: true });
  // While the visitor types, the buttons make way for the field and the keyboard.
  const typing = useTypingInField();
  const contact = forVisitors && !typing;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollOnNavigation />
      <Header />
      {/* Focusable from script only: the skip link and the closing cookie banner send focus here. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, '&:focus': { outline: 'none' } }}
      >
        <Outlet />
      </Box>
      <Footer />
      {/* Drawn once the stored choice is known, banner and buttons together, so neither moves
          the other after the first paint (the page from the server has neither). */}
      {cookies.consent !== undefined && (
        <BottomDock
          bars={
            <>
              <CookieBanner cookies={cookies} />
              {contact && !roomBeside && <QuickContact layout="bar" />}
            </>
          }
          floating={contact && roomBeside && <QuickContact layout="floating" />}
        />
      )}
    </Box>
  );
}
