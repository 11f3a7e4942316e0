import type { Logger } from '@reedmere/service-kit';
import type { Services } from '../services';
import type { SessionChecker } from './session-check';

/** What the sign-in and account routes share. */
export interface AuthContext {
  services: Services;
  sessions: SessionChecker;
  jwtSecret: string;
  logger: Logger;
  /** Cookies are Secure and `__Host-` prefixed in production whatever the scheme (auth-cookies). */
  production: boolean;
}
