import type { KeyObject } from 'node:crypto';
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

/**
 * The demo content is written as the agency's owner would write it: the services' staff routes
 * take it when `staffKey` (the BFF's private key) signs the calls.
 */
const DEMO_AUTHOR = { id: 'demo-content', role: 'owner', divisions: [] } as const;

/** Clients for seeding, with time limits that suit bulk writes. */
export function createDemoContentClients(
  urls: Record<DemoContentService, string>,
  token?: string,
  staffKey?: KeyObject,
): DemoContentClients {
  const client = (name: DemoContentService): ServiceClient =>
    createServiceClient({
      name,
      baseUrl: urls[name],
      token,
      staffKey,
      actingAs: { ...DEMO_AUTHOR, divisions: [] },
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
