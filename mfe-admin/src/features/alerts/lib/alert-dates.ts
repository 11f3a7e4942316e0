import { formatUkDate } from '@reedmere/contracts';

/** The agency's calendar, whatever the admin's machine is set to: '1 April 2026'. */
export const alertDay = (iso: string): string => formatUkDate(iso);

/** When the last alert e-mail went; 'Never' before the first. */
export const lastSentDay = (iso: string | null): string => (iso ? alertDay(iso) : 'Never');
