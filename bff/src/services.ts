import { createServiceClient, type ServiceClient } from '@reedmere/service-kit';
import { SERVICE_NAMES, type BffConfig, type ServiceName } from './config';

/** Image re-encoding in media takes seconds for a batch; file downloads may be slow clients. */
export const MEDIA_TRANSFER_TIMEOUT_MS = 60_000;

export type Services = Record<ServiceName, ServiceClient> & {
  /** Media with the long timeout, for uploads and file streaming only. */
  mediaTransfer: ServiceClient;
};

/** One client per internal service: 2 s timeout, the service token, the request id. */
export function createServices(config: BffConfig): Services {
  const client = (name: ServiceName, timeoutMs?: number) =>
    createServiceClient({
      name,
      baseUrl: config.serviceUrls[name],
      token: config.serviceToken,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  const clients = Object.fromEntries(SERVICE_NAMES.map((name) => [name, client(name)])) as Record<
    ServiceName,
    ServiceClient
  >;
  return { ...clients, mediaTransfer: client('media', MEDIA_TRANSFER_TIMEOUT_MS) };
}
