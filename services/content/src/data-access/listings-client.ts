import { MAX_LIST_LIMIT, type Property } from '@reedmere/contracts';
import type { AlertSearch } from '@reedmere/contracts/schemas';
import { createServiceClient, type ServiceClient } from '@reedmere/service-kit';

/**
 * A listing as the listings service answers it. `listedAt` and `priceHistory` are read as
 * optional: records (or a service) without them mean "no change", never an error.
 */
export type AlertListing = Omit<Property, 'listedAt' | 'priceHistory'> & {
  listedAt?: string | null;
  priceHistory?: Array<{ date: string; from: number | null; to: number | null }>;
};

/** What content reads from the listings service. */
export interface ListingsSource {
  /** Every visible listing the listings service finds for the search; rejects when it cannot. */
  find(search: AlertSearch, requestId?: string): Promise<AlertListing[]>;
  /**
   * The visible listing with this id, or null when there is none (hidden counts as none);
   * rejects when the service cannot be read.
   */
  visible(id: string, requestId?: string): Promise<AlertListing | null>;
}

/** A whole list of every match can be long: more than the BFF's 2 s for one page. */
const LISTINGS_TIMEOUT_MS = 15_000;
/** One listing read while a visitor waits, inside the BFF's 2 s for the whole request. */
const LISTING_TIMEOUT_MS = 1_500;
/** Pages read for one search at most (the service answers MAX_LIST_LIMIT per page). */
const MAX_PAGES = 200;

/**
 * Every page of `GET /properties` for the query, each of the largest size. Ids are
 * de-duplicated, as a listing added meanwhile moves the others one place down.
 */
async function everyPage(
  client: ServiceClient,
  query: Record<string, string | number | undefined>,
  requestId: string | undefined,
): Promise<AlertListing[]> {
  const seen = new Map<string, AlertListing>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await client.request<unknown>('GET', '/properties', {
      query: { ...query, page, limit: MAX_LIST_LIMIT },
      requestId,
    });
    if (answer.status !== 200 || !Array.isArray(answer.body)) {
      throw new Error(`listings answered ${answer.status}`);
    }
    const items = answer.body as AlertListing[];
    const before = seen.size;
    for (const item of items) if (!seen.has(String(item.id))) seen.set(String(item.id), item);
    const total = Number(answer.headers.get('x-total-count') ?? NaN);
    // A short page is the last; so is one that brings nothing new.
    if (items.length < MAX_LIST_LIMIT || seen.size === before) break;
    if (Number.isFinite(total) && page * MAX_LIST_LIMIT >= total) break;
  }
  return [...seen.values()];
}

/** The listings service over HTTP, with the service token. */
export function createListingsSource(options: {
  baseUrl: string;
  token: string | undefined;
  timeoutMs?: number;
  listingTimeoutMs?: number;
}): ListingsSource {
  const lists = createServiceClient({
    name: 'listings',
    baseUrl: options.baseUrl,
    token: options.token,
    timeoutMs: options.timeoutMs ?? LISTINGS_TIMEOUT_MS,
  });
  const records = createServiceClient({
    name: 'listings',
    baseUrl: options.baseUrl,
    token: options.token,
    timeoutMs: options.listingTimeoutMs ?? LISTING_TIMEOUT_MS,
  });
  return {
    // The service narrows the list; the digest checks every rule again on what comes back.
    find: (search, requestId) =>
      everyPage(
        lists,
        {
          priceType: search.priceType,
          propertyType: search.category,
          location: search.location ?? undefined,
          minPrice: search.minPrice ?? undefined,
          maxPrice: search.maxPrice ?? undefined,
          bedrooms: search.bedrooms ?? undefined,
        },
        requestId,
      ),

    async visible(id, requestId) {
      const answer = await records.request<unknown>(
        'GET',
        `/properties/${encodeURIComponent(id)}`,
        { requestId },
      );
      if (answer.status === 404) return null;
      if (answer.status !== 200 || typeof answer.body !== 'object' || answer.body === null) {
        throw new Error(`listings answered ${answer.status}`);
      }
      return answer.body as AlertListing;
    },
  };
}
