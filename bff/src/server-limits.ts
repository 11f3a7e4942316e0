import type { ServerLimits } from '@reedmere/service-kit';
import type { BffConfig } from './config';

/**
 * The limits the BFF's server enforces. Its request timeout is the upload routes' longer one;
 * every other route gets the shorter REQUEST_TIMEOUT_MS from requestBodyDeadline.
 */
export const bffServerLimits = (config: BffConfig): ServerLimits => ({
  ...config.serverLimits,
  requestTimeoutMs: config.uploadTimeoutMs,
});
