import type { Settings } from '@reedmere/service-kit';

export const SERVICE_NAME = 'news';
export const DEFAULT_PORT = 4103;

/** The service reads only the common variables (PORT, HOST, MONGODB_URI, CALLER_TOKENS, STAFF_ASSERTION_PUBLIC_KEY). */
export const NEWS_SETTINGS = {} satisfies Settings;
