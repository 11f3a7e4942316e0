import { useCallback, useEffect, useRef, useState } from 'react';
import { createCookieConsent, type CookieChoices, type CookieConsent } from '@reedmere/contracts';
import { logEnabledCategories, readConsent, writeConsent } from './consent-storage';

export interface CookieConsentState {
  /** The visitor's record, or null while they have not chosen. */
  readonly consent: CookieConsent | null;
  /** Records these choices now, saves them and applies them. */
  readonly save: (choices: CookieChoices) => void;
}

/** The visitor's cookie consent: read once at start, saved when they choose. */
export function useCookieConsent(): CookieConsentState {
  const [consent, setConsent] = useState<CookieConsent | null>(() => readConsent());
  const appliedAtStart = useRef(false);

  // Only the record found at start is applied here, once (the ref survives StrictMode's second
  // effect run); a record saved later is applied by `save`.
  useEffect(() => {
    if (appliedAtStart.current) return;
    appliedAtStart.current = true;
    if (consent) logEnabledCategories(consent);
  }, []);

  const save = useCallback((choices: CookieChoices) => {
    const record = createCookieConsent(choices, new Date());
    writeConsent(record);
    logEnabledCategories(record);
    setConsent(record);
  }, []);

  return { consent, save };
}
