// The site's stylesheet, linked in the page's head by the build and cached by the browser: the
// chrome's, that of web-kit's parts drawn as plain markup (heroes, form fields) that pages of the
// shell and of every remote use, then the footer's and the shell's own pages', which build on both.
import './layout/chrome.css';
import './layout/overlays.css';
import '@reedmere/web-kit/web-kit.css';
import './layout/footer.css';
import './pages/pages.css';
import { takeOverEarlyInteraction } from './app/early-interaction-handover';
import { startMoment } from './app/start-moment';
import { showFallbacksOfStaticImages } from '@reedmere/web-kit';

// What the visitor does on a served page, kept since the page's first script ran, is played again
// once the page is live.
const earlyInteraction = takeOverEarlyInteraction();
showFallbacksOfStaticImages(document);
// Async boundary: the shared modules (React, the router, ...) are negotiated before bootstrap runs.
void startMoment()
  .then(() => import('./bootstrap'))
  .then(({ startApp }) => startApp(earlyInteraction))
  // Code that never starts plays nothing back, and leaves the forms to the browser.
  .catch(() => earlyInteraction.forget());
