import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { PropertyInput } from '@reedmere/contracts';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import { connectDatabase, silentLogger } from '@reedmere/service-kit';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { createApp } from '../../src/entry-points/create-app';

export interface Harness {
  db: EmbeddedMongo;
  connection: Connection;
  server: Server;
  baseUrl: string;
  /** supertest bound to the listening server (real HTTP). */
  http: () => ReturnType<typeof request>;
  /** Empties the collection between tests. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/** The embedded database in memory, a connection, and the app listening on a free port. */
export async function startHarness(options: { serviceToken?: string } = {}): Promise<Harness> {
  const db = await startEmbeddedMongo({ inMemory: true, log: () => {} });
  const connection = await connectDatabase(db.uri);
  const app = createApp({
    connection,
    logger: silentLogger,
    config: { serviceToken: options.serviceToken },
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopped = false;
  return {
    db,
    connection,
    server,
    baseUrl,
    http: () => request(baseUrl),
    async reset() {
      await connection.collection('properties').deleteMany({});
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await connection.close().catch(() => {});
      await db.stop();
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
  harness: Harness,
  overrides: Partial<PropertyInput> = {},
): Promise<PropertyJson> {
  const res = await harness.http().post('/properties').send(propertyBody(overrides));
  if (res.status !== 201)
    throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as PropertyJson;
}

export const MISSING_ID = '0123456789abcdef01234567';
