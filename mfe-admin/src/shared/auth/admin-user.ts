export type { AdminUser } from '@reedmere/contracts';

export const AUTH_USER_URL = '/api/auth/user';
