import { COOKIE_CONSENT_STORAGE_KEY, parseCookieConsent } from '@reedmere/contracts';
import { browserStorage, logEnabledCategories, readConsent, writeConsent } from './consent-storage';

const VALID = {
  essential: true,
  analytics: true,
  marketing: false,
  functionality: true,
  timestamp: '2026-01-15T10:30:00.000Z',
} as const;

/** A storage whose every call throws, as blocked storage does. */
const brokenStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
} as unknown as Storage;

beforeEach(() => window.localStorage.clear());

describe('parseCookieConsent', () => {
  it('accepts a complete record and drops unknown fields', () => {
    expect(parseCookieConsent(JSON.stringify({ ...VALID, extra: 'x' }))).toEqual(VALID);
  });

  it.each([
    ['missing text', null],
    ['not JSON', '{not json'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a string', '"yes"'],
    ['essential not true', JSON.stringify({ ...VALID, essential: false })],
    ['a flag missing', JSON.stringify({ ...VALID, marketing: undefined })],
    ['a flag not boolean', JSON.stringify({ ...VALID, analytics: 'true' })],
    ['no timestamp', JSON.stringify({ ...VALID, timestamp: undefined })],
    ['a timestamp that is not ISO', JSON.stringify({ ...VALID, timestamp: '15/01/2026' })],
    ['a date without a time', JSON.stringify({ ...VALID, timestamp: '2026-01-15' })],
    ['an impossible date', JSON.stringify({ ...VALID, timestamp: '2026-13-45T10:30:00Z' })],
  ])('rejects %s', (_case, text) => {
    expect(parseCookieConsent(text)).toBeNull();
  });
});

describe('readConsent', () => {
  it('reads the record saved under the cookie-consent key', () => {
    window.localStorage.setItem('cookie-consent', JSON.stringify(VALID));
    expect(readConsent()).toEqual(VALID);
  });

  it('gives null for no record, a corrupt record, no storage or storage that throws', () => {
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '{"essential":tru');
    expect(readConsent()).toBeNull();
    expect(readConsent(null)).toBeNull();
    expect(readConsent(brokenStorage)).toBeNull();
  });
});

describe('writeConsent', () => {
  it('stores the record as JSON and reports success', () => {
    expect(writeConsent(VALID)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('cookie-consent')!)).toEqual(VALID);
  });

  it('reports failure instead of throwing when storage is unavailable', () => {
    expect(writeConsent(VALID, null)).toBe(false);
    expect(writeConsent(VALID, brokenStorage)).toBe(false);
  });
});

describe('browserStorage', () => {
  it('is null when the browser refuses access to local storage', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(browserStorage()).toBeNull();
      expect(readConsent()).toBeNull();
      expect(writeConsent(VALID)).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('logEnabledCategories', () => {
  it('logs one message per enabled optional category and nothing else', () => {
    const log = jest.fn();
    logEnabledCategories(VALID, log);
    expect(log.mock.calls).toEqual([
      ['Cookie consent: analytics enabled'],
      ['Cookie consent: functionality enabled'],
    ]);
  });
});
