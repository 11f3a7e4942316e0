import { createServiceClient, type ServiceClient } from '@reedmere/service-kit';

/** The services the demo content is written through. */
export const DEMO_CONTENT_SERVICES = [
  'listings',
  'developments',
  'news',
  'content',
  'media',
] as const;
export type DemoContentService = (typeof DEMO_CONTENT_SERVICES)[number];

export type DemoContentClients = Record<DemoContentService, ServiceClient>;

// Re-encoding an image takes the media service about a second on this kind of machine, and
// uploads run three at a time: the usual 2 s budget of a service call is too short for them.
const MEDIA_TIMEOUT_MS = 60_000;
const RECORD_TIMEOUT_MS = 15_000;

/** Clients for seeding, with time limits that suit bulk writes. */
export function createDemoContentClients(
  urls: Record<DemoContentService, string>,
  token?: string,
): DemoContentClients {
  const client = (name: DemoContentService): ServiceClient =>
    createServiceClient({
      name,
      baseUrl: urls[name],
      token,
      timeoutMs: name === 'media' ? MEDIA_TIMEOUT_MS : RECORD_TIMEOUT_MS,
    });
  return {
    listings: client('listings'),
    developments: client('developments'),
    news: client('news'),
    content: client('content'),
    media: client('media'),
  };
}
