import type { Settings } from '@reedmere/service-kit';

export const SERVICE_NAME = 'listings';
export const DEFAULT_PORT = 4101;

/**
 * The listings service reads only the variables every service reads (`MONGODB_URI`, `PORT`,
 * `HOST`, `CALLER_TOKENS`, `STAFF_ASSERTION_PUBLIC_KEY`, `NODE_ENV`; see service-kit's env.ts);
 * this is where its own would go.
 */
export const LISTINGS_SETTINGS = {} satisfies Settings;

/** Property descriptions may be up to 50,000 characters; a body never needs more than this. */
export const JSON_BODY_LIMIT = '512kb';
