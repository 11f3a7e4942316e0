import {
  COOKIE_CONSENT_STORAGE_KEY,
  OPTIONAL_COOKIE_CATEGORIES,
  parseCookieConsent,
  type CookieConsent,
} from '@reedmere/contracts';

/**
 * The browser's local storage, or null where there is none. Reading `window.localStorage` itself
 * throws when storage is blocked (private modes, sandboxed frames), so it is guarded too.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : (window.localStorage ?? null);
  } catch {
    return null;
  }
}

/** The saved record, or null when there is none, it is unreadable or storage is unavailable. */
export function readConsent(storage: Storage | null = browserStorage()): CookieConsent | null {
  if (!storage) return null;
  try {
    return parseCookieConsent(storage.getItem(COOKIE_CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * Saves the record; false when it could not be stored (no storage, quota full). The visitor's
 * choice still applies for this visit, the banner simply returns next time.
 */
export function writeConsent(
  consent: CookieConsent,
  storage: Storage | null = browserStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(consent));
    return true;
  } catch {
    return false;
  }
}

/** No tracking runs on this site: an enabled optional category only announces itself. */
export function logEnabledCategories(
  consent: CookieConsent,
  log: (message: string) => void = console.info,
): void {
  for (const category of OPTIONAL_COOKIE_CATEGORIES) {
    if (consent[category]) log(`Cookie consent: ${category} enabled`);
  }
}
