/** The agency's calendar, whatever the admin's machine is set to: '1 April 2026'. */
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

export const alertDay = (iso: string): string => DAY.format(new Date(iso));

/** When the last alert e-mail went; 'Never' before the first. */
export const lastSentDay = (iso: string | null): string => (iso ? alertDay(iso) : 'Never');
