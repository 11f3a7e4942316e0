// The cookie consent record kept in the browser's local storage.

/** The local storage key the record is kept under. */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consent';

/** The categories a visitor may switch on or off; essential cookies are always on. */
export const OPTIONAL_COOKIE_CATEGORIES = ['analytics', 'marketing', 'functionality'] as const;
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];

/** A visitor's choice for each optional category. */
export type CookieChoices = Record<OptionalCookieCategory, boolean>;

export interface CookieConsent extends CookieChoices {
  readonly essential: true;
  /** When the choice was made (ISO 8601 date-time). */
  readonly timestamp: string;
}

// Date and time with seconds optional, fractions allowed, and an explicit zone (Z or offset).
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** True when the text is an ISO 8601 date-time naming a real instant. */
export function isIsoDateTime(text: string): boolean {
  return ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text));
}

/** The record for these choices made at `now`. */
export function createCookieConsent(choices: CookieChoices, now: Date): CookieConsent {
  return {
    essential: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    functionality: choices.functionality,
    timestamp: now.toISOString(),
  };
}

/**
 * The record in a parsed value, or null when it is not a valid one (a missing flag, a flag that
 * is not a boolean, essential not true, or a timestamp that is not an ISO date-time). Unknown
 * fields are dropped.
 */
export function toCookieConsent(value: unknown): CookieConsent | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.essential !== true) return null;
  if (OPTIONAL_COOKIE_CATEGORIES.some((category) => typeof record[category] !== 'boolean')) {
    return null;
  }
  if (typeof record.timestamp !== 'string' || !isIsoDateTime(record.timestamp)) return null;
  return {
    essential: true,
    analytics: record.analytics as boolean,
    marketing: record.marketing as boolean,
    functionality: record.functionality as boolean,
    timestamp: record.timestamp,
  };
}

/** The record in stored text, or null when the text is missing, not JSON or not a valid record. */
export function parseCookieConsent(text: string | null | undefined): CookieConsent | null {
  if (typeof text !== 'string') return null;
  try {
    return toCookieConsent(JSON.parse(text));
  } catch {
    return null;
  }
}
