import path from 'node:path';
import request from 'supertest';
import {
  startTestService as startService,
  type TestService as ServiceKitTestService,
} from '@reedmere/service-kit/testing';

type CreateApp = Parameters<typeof startService>[0];

/**
 * The real listings service's app, loaded from its sources at run time as the BFF's tests do (so
 * this workspace's compile does not type-check another's files).
 */
function listingsApp(): CreateApp {
  const file = path.resolve(
    __dirname,
    '..',
    '..',
    '..',
    'listings',
    'src',
    'entry-points',
    'create-app',
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(file) as { createApp: CreateApp }).createApp;
}

export interface ListedProperty {
  id: string;
  title: string;
  listedAt: string | null;
}

export interface ListingsService extends ServiceKitTestService {
  /** Adds a property as the admin does; answers it as stored. */
  create(body: object): Promise<ListedProperty>;
  /** Replaces a property as the admin does. */
  update(id: string, body: object): Promise<ListedProperty>;
}

/** A valid property in Norwich; override what a test is about. */
export const propertyBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Flint cottage',
  address: '3 Elm Hill',
  location: 'Norwich',
  price: 300000,
  priceType: 'sale',
  propertyType: 'residential',
  bedrooms: 3,
  images: ['/api/files/img-0123456789abcdef0123456789abcdef.jpg'],
  ...overrides,
});

/**
 * The listings service on its own in-memory database, over real HTTP; given a token, it answers
 * only the caller `content` presenting it (the test's own calls present it too).
 */
export async function startListingsService(token?: string): Promise<ListingsService> {
  const service = await startService(listingsApp(), token ? `content:${token}` : undefined);
  const send = async (method: 'post' | 'put', url: string, body: object, expected: number) => {
    const call = request(service.url)[method](url);
    const res = await (token ? call.set('x-service-token', token) : call).send(body);
    if (res.status !== expected) {
      throw new Error(`listings answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
    return res.body as ListedProperty;
  };
  return {
    ...service,
    create: (body) => send('post', '/properties', body, 201),
    update: (id, body) => send('put', `/properties/${id}`, body, 200),
  };
}
