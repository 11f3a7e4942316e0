// The page's first script, a few KB: it keeps what the visitor does from the first moment and
// asks for the main script once the page is on screen (main-script-moment.ts says when).
import { keepEarlyInteraction } from './app/early-interaction';
import { handOverEarlyInteraction } from './app/early-interaction-handover';
import { mainScriptMoment } from './app/main-script-moment';

/** `data-main`: where mf-build's PageStartScriptPlugin names the main script on this tag. */
const MAIN_SCRIPT = 'main';

const mainSource = (document.currentScript as HTMLScriptElement | null)?.dataset[MAIN_SCRIPT];
const earlyInteraction = keepEarlyInteraction();
handOverEarlyInteraction(earlyInteraction);
void mainScriptMoment().then(() => {
  if (!mainSource) return earlyInteraction.forget();
  const script = document.createElement('script');
  script.src = mainSource;
  // A page whose code never arrives plays nothing back, and leaves the forms to the browser.
  script.onerror = () => earlyInteraction.forget();
  document.head.append(script);
});
