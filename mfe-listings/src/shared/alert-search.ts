import type { AlertSignUp } from '@reedmere/contracts';

/** Where a visitor signs up for property alerts. */
export const ALERTS_URL = '/api/alerts';

/** The body sent: the search, the address, and the honeypot people leave empty. */
export interface AlertSignUpBody extends AlertSignUp {
  website: string;
}
