import { LegalTable } from './legal-table';
import { COOKIE_CONSENT_STORAGE_KEY } from '@reedmere/contracts';

export interface StoredItem {
  readonly name: string;
  readonly type: string;
  readonly purpose: string;
  readonly duration: string;
  readonly category: 'Essential' | 'Analytics' | 'Marketing' | 'Functionality';
}

/**
 * Everything this website stores in a visitor's browser today. Keep it true: add a row here
 * before anything new is set.
 */
export const STORED_ITEMS: readonly StoredItem[] = [
  {
    name: '__Host-reedmere_session',
    type: 'Cookie (HTTP only)',
    purpose:
      'Keeps a member of our staff signed in to the administration area. It is set only when staff sign in, never for other visitors.',
    duration: '8 hours, or 30 minutes unused',
    category: 'Essential',
  },
  {
    name: '__Host-reedmere_sign_in',
    type: 'Cookie (HTTP only)',
    purpose:
      'Holds a member of our staff’s sign-in between their password and the code from their authenticator app. Set only for staff.',
    duration: '5 minutes',
    category: 'Essential',
  },
  {
    name: '__Host-reedmere_device',
    type: 'Cookie (HTTP only)',
    purpose:
      'Remembers that a member of our staff has signed in on this browser before, so that wrong passwords tried from elsewhere cannot lock them out. Set only for staff.',
    duration: '1 year',
    category: 'Essential',
  },
  {
    name: '__Host-reedmere_visitor',
    type: 'Cookie (HTTP only)',
    purpose:
      'A random number that keeps you on the same version of each part of the site while we try a new version on a share of visitors. It says nothing about you and is set only while such a trial runs.',
    duration: '90 days',
    category: 'Essential',
  },
  {
    name: COOKIE_CONSENT_STORAGE_KEY,
    type: 'Local storage',
    purpose: 'Records your cookie choices and when you made them, so we do not ask again.',
    duration: 'Until you clear it',
    category: 'Essential',
  },
];

/** The cookie table of the cookie policy. */
export function CookieTable() {
  return (
    <LegalTable
      captionId="cookie-table-caption"
      caption="Cookies and browser storage used by this website"
      columns={['Name', 'Type', 'Purpose', 'Duration', 'Category']}
      rows={STORED_ITEMS.map((item) => ({
        key: item.name,
        cells: [
          <code key="name">{item.name}</code>,
          item.type,
          item.purpose,
          item.duration,
          item.category,
        ],
      }))}
      minWidth={560}
    />
  );
}
