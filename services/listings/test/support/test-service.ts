import type { KeyObject } from 'node:crypto';
import type { PropertyInput } from '@reedmere/contracts';
import {
  startTestService as startService,
  type TestService as ServiceKitTestService,
} from '@reedmere/service-kit/testing';
import request from 'supertest';
import { createApp } from '../../src/entry-points/create-app';

export interface TestService extends ServiceKitTestService {
  /** supertest bound to the listening server (real HTTP). */
  http: () => ReturnType<typeof request>;
  /** Empties the collection between tests. */
  reset(): Promise<void>;
}

/**
 * This service on an in-memory database, listening on a free port; with `staffKey` its staff
 * routes check the acting person (testStaffKeys), as in production.
 */
export async function startTestService(
  options: { callerTokens?: string; staffKey?: KeyObject } = {},
): Promise<TestService> {
  const service = await startService(createApp, options.callerTokens, {
    staffKey: options.staffKey,
  });
  return {
    ...service,
    http: () => request(service.url),
    async reset() {
      await service.connection.collection('properties').deleteMany({});
    },
  };
}

/** A valid admin body; override what a test cares about. */
export function propertyBody(overrides: Partial<PropertyInput> = {}): Record<string, unknown> {
  return {
    title: 'Three bedroom cottage',
    description: '<p>A <strong>charming</strong> cottage.</p>',
    address: '1 Church Lane, Reepham',
    location: 'Reepham',
    price: 325000,
    priceType: 'sale',
    priceQualifier: 'guide',
    propertyType: 'residential',
    bedrooms: 3,
    bathrooms: 1,
    area: 92,
    features: ['Garden', 'Parking'],
    images: ['/api/files/img-aaaa.jpg', 'https://cdn.example.com/photo.jpg'],
    status: 'available',
    ...overrides,
  };
}

export type PropertyJson = Record<string, unknown> & { id: string; title: string };

export async function createProperty(
  service: TestService,
  overrides: Partial<PropertyInput> = {},
): Promise<PropertyJson> {
  const res = await service.http().post('/properties').send(propertyBody(overrides));
  if (res.status !== 201)
    throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as PropertyJson;
}

export const MISSING_ID = '0123456789abcdef01234567';
