import { createServiceClient, type ServiceClient } from '@reedmere/service-kit';
import { SERVICE_NAMES, type BffConfig, type ServiceName } from './config';

/** A batch of large images takes media a while to re-encode; file downloads may be slow clients. */
export const MEDIA_TRANSFER_TIMEOUT_MS = 60_000;

/**
 * A sign-in or password change waits for one of identity's two hash slots, behind up to eight
 * others, each hash about 0.3 s on an idle core and several times that on a busy one.
 */
export const IDENTITY_TIMEOUT_MS = 10_000;

export type Services = Record<ServiceName, ServiceClient> & {
  /** Media with the long timeout, for uploads and file streaming only. */
  mediaTransfer: ServiceClient;
};

/**
 * One client per internal service: `SERVICE_CALL_TIMEOUT_MS` (identity's longer), the token, the
 * request id and the signed acting person of a call made for a member of staff.
 */
export function createServices(config: BffConfig): Services {
  const client = (name: ServiceName, timeoutMs = config.serviceCallTimeoutMs) =>
    createServiceClient({
      name,
      baseUrl: config.serviceUrls[name],
      token: config.serviceToken,
      staffKey: config.staffKey,
      timeoutMs,
    });
  const clients = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      client(name, name === 'identity' ? IDENTITY_TIMEOUT_MS : undefined),
    ]),
  ) as Record<ServiceName, ServiceClient>;
  return { ...clients, mediaTransfer: client('media', MEDIA_TRANSFER_TIMEOUT_MS) };
}
