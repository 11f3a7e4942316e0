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
    name: 'reedmere_session',
    type: 'Cookie (HTTP only)',
    purpose:
      'Keeps a member of our staff signed in to the administration area. It is set only when staff sign in, never for other visitors.',
    duration: '8 hours',
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
