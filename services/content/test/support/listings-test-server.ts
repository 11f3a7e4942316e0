import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeProperty } from '@reedmere/contracts/testing';
import type { AlertListing } from '../../src/data-access/listings-client';

/**
 * A small listings service over real HTTP: `GET /properties` answers the listings a test set,
 * whatever the query (so the content service's own rules are what is tested), and each request is
 * recorded. The real listings service cannot be told when a listing was listed or re-priced.
 */
export interface ListingsTestServer {
  url: string;
  listings: AlertListing[];
  requests: Array<{ url: string; token: string | undefined }>;
  /** The status to answer with (503 to act as down). */
  status: number;
  close(): Promise<void>;
}

export async function startListingsTestServer(): Promise<ListingsTestServer> {
  const state: ListingsTestServer = {
    url: '',
    listings: [],
    requests: [],
    status: 200,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    state.requests.push({
      url: req.url ?? '',
      token: req.headers['x-service-token'] as string | undefined,
    });
    const ok =
      state.status === 200 && new URL(req.url ?? '/', 'http://x').pathname === '/properties';
    res.writeHead(ok ? 200 : state.status === 200 ? 404 : state.status, {
      'content-type': 'application/json',
    });
    res.end(JSON.stringify(ok ? state.listings : { message: 'unavailable' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

let counter = 0;

/** A visible, available residential sale in Norwich: override what a test is about. */
export function listing(overrides: Partial<AlertListing> = {}): AlertListing {
  counter += 1;
  return makeProperty({
    id: `65a1b2c3d4e5f607182${String(counter).padStart(5, '0')}`,
    title: `Listing ${counter}`,
    address: `${counter} Elm Hill`,
    location: 'Norwich',
    price: 300_000,
    bedrooms: 3,
    bathrooms: 1,
    images: [`/api/files/img-${String(counter).padStart(32, '0')}.jpg`],
    listedAt: null,
    ...overrides,
  });
}
