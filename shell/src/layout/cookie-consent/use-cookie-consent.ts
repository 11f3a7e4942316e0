import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { createCookieConsent, type CookieChoices, type CookieConsent } from '@reedmere/contracts';
import { logEnabledCategories, readConsent, writeConsent } from './consent-storage';

export interface CookieConsentState {
  /**
   * The visitor's record, null while they have not chosen, undefined until the browser's storage
   * has been read (the server knows nothing of it, so the page it sent shows no banner either).
   */
  readonly consent: CookieConsent | null | undefined;
  /** Records these choices now, saves them and applies them. */
  readonly save: (choices: CookieChoices) => void;
}

/** The visitor's cookie consent: read once after the page is live, saved when they choose. */
export function useCookieConsent(): CookieConsentState {
  const [consent, setConsent] = useState<CookieConsent | null | undefined>(undefined);
  const readAtStart = useRef(false);

  // Only the record found at start is applied here, once (the ref survives StrictMode's second
  // effect run); a record saved later is applied by `save`.
  useEffect(() => {
    if (readAtStart.current) return;
    readAtStart.current = true;
    const stored = readConsent();
    // Not urgent: the banner may wait for the page to finish becoming interactive.
    startTransition(() => setConsent(stored));
    if (stored) logEnabledCategories(stored);
  }, []);

  const save = useCallback((choices: CookieChoices) => {
    const record = createCookieConsent(choices, new Date());
    writeConsent(record);
    logEnabledCategories(record);
    setConsent(record);
  }, []);

  return { consent, save };
}
