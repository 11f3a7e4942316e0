import { useEffect, useRef, useState } from 'react';
import type { CookieChoices, OptionalCookieCategory } from '@reedmere/contracts';
import { CloseIcon } from '../icons';
import { MAIN_CONTENT_ID } from '../navigation';
import { CookiePreferences } from './cookie-preferences';
import { CookieSummary } from './cookie-summary';
import type { CookieConsentState } from './use-cookie-consent';

const ALL_ACCEPTED: CookieChoices = { analytics: true, marketing: true, functionality: true };
const ESSENTIAL_ONLY: CookieChoices = { analytics: false, marketing: false, functionality: false };

type View = 'summary' | 'preferences';

function CookieBannerPanel({ onSave }: { onSave: (choices: CookieChoices) => void }) {
  const [view, setView] = useState<View>('summary');
  const [choices, setChoices] = useState<CookieChoices>(ESSENTIAL_ONLY);
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const manageRef = useRef<HTMLButtonElement>(null);
  const switchedByVisitor = useRef(false);

  // Switching views removes the focused button, so focus follows to the new view; it never
  // moves on first show, the banner does not take focus from the page.
  useEffect(() => {
    if (!switchedByVisitor.current) return;
    switchedByVisitor.current = false;
    (view === 'preferences' ? headingRef.current : manageRef.current)?.focus();
  }, [view]);

  const switchTo = (next: View) => {
    switchedByVisitor.current = true;
    // Back from the detail view forgets unsaved toggles: they start off each time.
    if (next === 'summary') setChoices(ESSENTIAL_ONLY);
    setView(next);
  };

  const finish = (chosen: CookieChoices) => {
    const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
    onSave(chosen);
    // The banner is going away: without this, focus would drop to the start of the document.
    if (hadFocus) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };

  const setChoice = (category: OptionalCookieCategory, enabled: boolean) =>
    setChoices((current) => ({ ...current, [category]: enabled }));

  return (
    <section ref={rootRef} aria-label="Cookie consent" className="site-cookie-banner">
      <div className="site-container site-cookie-banner__body">
        {view === 'summary' ? (
          <CookieSummary
            onAcceptAll={() => finish(ALL_ACCEPTED)}
            onEssentialOnly={() => finish(ESSENTIAL_ONLY)}
            onManage={() => switchTo('preferences')}
            manageRef={manageRef}
          />
        ) : (
          <CookiePreferences
            choices={choices}
            onChange={setChoice}
            onSave={() => finish(choices)}
            onAcceptAll={() => finish(ALL_ACCEPTED)}
            headingRef={headingRef}
          />
        )}
      </div>
      <button
        type="button"
        className="site-icon-button site-cookie-banner__close"
        aria-label={view === 'summary' ? 'Close' : 'Back'}
        onClick={() => (view === 'summary' ? finish(ESSENTIAL_ONLY) : switchTo('summary'))}
      >
        <CloseIcon />
      </button>
    </section>
  );
}

/**
 * The cookie banner: shown while the visitor has no valid consent record. Closing it with the X
 * counts as 'Essential Only'.
 */
export function CookieBanner({ cookies }: { readonly cookies: CookieConsentState }) {
  if (cookies.consent !== null) return null;
  return <CookieBannerPanel onSave={cookies.save} />;
}
