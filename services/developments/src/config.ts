import type { Settings } from '@reedmere/service-kit';

export const SERVICE_NAME = 'developments';
export const DEFAULT_PORT = 4102;

/** The service reads only the common variables (PORT, HOST, MONGODB_URI, CALLER_TOKENS, STAFF_ASSERTION_PUBLIC_KEY). */
export const DEVELOPMENTS_SETTINGS = {} satisfies Settings;
