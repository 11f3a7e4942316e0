import type { Property } from '@reedmere/contracts';
import type { AlertSearch } from '@reedmere/contracts/schemas';
import { createServiceClient } from '@reedmere/service-kit';

/**
 * A listing as the listings service answers it. `listedAt` and `priceHistory` are read as
 * optional: records (or a service) without them mean "no change", never an error.
 */
export type AlertListing = Omit<Property, 'listedAt' | 'priceHistory'> & {
  listedAt?: string | null;
  priceHistory?: Array<{ date: string; from: number | null; to: number | null }>;
};

/** Where the digest reads the listings from. */
export interface ListingsSource {
  /** Every visible listing the listings service finds for the search; rejects when it cannot. */
  find(search: AlertSearch, requestId?: string): Promise<AlertListing[]>;
}

/** A whole list of every match can be long: more than the BFF's 2 s for one page. */
const LISTINGS_TIMEOUT_MS = 15_000;

/** The listings service over HTTP, with the service token (`GET /properties`). */
export function createListingsSource(options: {
  baseUrl: string;
  token: string | undefined;
  timeoutMs?: number;
}): ListingsSource {
  const client = createServiceClient({
    name: 'listings',
    baseUrl: options.baseUrl,
    token: options.token,
    timeoutMs: options.timeoutMs ?? LISTINGS_TIMEOUT_MS,
  });
  return {
    async find(search, requestId) {
      // The service narrows the list; the digest checks every rule again on what comes back.
      const answer = await client.request<unknown>('GET', '/properties', {
        query: {
          priceType: search.priceType,
          propertyType: search.category,
          location: search.location ?? undefined,
          minPrice: search.minPrice ?? undefined,
          maxPrice: search.maxPrice ?? undefined,
          bedrooms: search.bedrooms ?? undefined,
        },
        requestId,
      });
      if (answer.status !== 200 || !Array.isArray(answer.body)) {
        throw new Error(`listings answered ${answer.status}`);
      }
      return answer.body as AlertListing[];
    },
  };
}
