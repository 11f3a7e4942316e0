import {
  COMMERCIAL_SUB_TYPES,
  LIST_PAGE_SIZE,
  MAX_LIST_LIMIT,
  PRICE_TYPES,
  RESIDENTIAL_DWELLING_TYPES,
  type ListingSourceUnavailable,
  type Property,
} from '@reedmere/contracts';

type FetchArgs = [RequestInfo | URL, RequestInit?];
export type FetchMock = jest.Mock<Promise<Response>, FetchArgs>;

/** jsdom has no fetch Response; this is the part of one the site's readers use. */
export function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const named = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => named.get(name.toLowerCase()) ?? null },
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as unknown as Response;
}

const RESIDENTIAL_VALUES: readonly string[] = ['residential', ...RESIDENTIAL_DWELLING_TYPES];

/** A whole number from `min` to `max` in a query value, or undefined for anything else. */
function wholeNumber(value: string, min: number, max: number): number | undefined {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);
const between =
  (min: number, max: number) =>
  (value: string): boolean =>
    wholeNumber(value, min, max) !== undefined;

/** The parameters the list takes, and the values each accepts (the API's validation). */
const PARAMETERS: Readonly<Record<string, (value: string) => boolean>> = {
  priceType: oneOf(PRICE_TYPES),
  propertyType: oneOf(['residential', 'commercial']),
  subType: oneOf(COMMERCIAL_SUB_TYPES),
  location: (value) => value.length <= 100,
  minPrice: between(0, 1e12),
  maxPrice: between(0, 1e12),
  bedrooms: between(0, 1000),
  bathrooms: between(0, 1000),
  page: between(1, 100_000),
  limit: between(1, MAX_LIST_LIMIT),
};

/** Why the API refuses a list query (400), or null when it takes it. */
function refusal(query: URLSearchParams): string | null {
  const seen = new Set<string>();
  for (const [name, value] of query) {
    if (seen.has(name)) return `"${name}" must be given once`;
    seen.add(name);
    if (!PARAMETERS[name]?.(value)) return `"${name}" is not allowed to be "${value}"`;
  }
  return null;
}

/** The listings a query matches, as the listings service filters them. */
function matches(property: Property, query: URLSearchParams): boolean {
  const at = (name: string) => query.get(name);
  const number = (name: string) => Number(at(name));
  const location = at('location')?.trim().toLowerCase();
  return (
    !property.isHidden &&
    (!at('priceType') || property.priceType === at('priceType')) &&
    (!at('propertyType') ||
      RESIDENTIAL_VALUES.includes(property.propertyType) ===
        (at('propertyType') === 'residential')) &&
    (!at('subType') || property.subType === at('subType')) &&
    (!location ||
      [property.location, property.address].some((text) =>
        text?.toLowerCase().includes(location),
      )) &&
    (!at('minPrice') || (property.price ?? -1) >= number('minPrice')) &&
    (!at('maxPrice') || (property.price !== null && property.price <= number('maxPrice'))) &&
    (!at('bedrooms') || (property.bedrooms ?? -1) >= number('bedrooms')) &&
    (!at('bathrooms') || (property.bathrooms ?? -1) >= number('bathrooms'))
  );
}

const newestFirst = (a: Property, b: Property) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export interface ListingsApi {
  /** The fake, installed as `global.fetch`. */
  fetch: FetchMock;
  /** The list reads made (path and query), in order. */
  reads: string[];
  /** The listings it holds; change them to change what it answers next. */
  properties: Property[];
  /** While set, every list read answers this status and text. */
  failWith?: { status: number; text: string };
  /** While set, every list read answers 200 with this message, as while the listings are down. */
  unavailable?: ListingSourceUnavailable;
  /** Holds every list read's answer from now until the returned function is called. */
  hold(): () => void;
}

/**
 * `GET /api/properties` as the API answers it, over `properties`, installed as `global.fetch`:
 * the filters as query parameters, newest first, `page` and `limit` (without `limit` the first
 * MAX_LIST_LIMIT; `page` alone pages by LIST_PAGE_SIZE; a larger `limit` or an unknown parameter
 * is a 400) and every match counted in `X-Total-Count`. `GET /api/properties/:id` answers a
 * visible one. Any other request goes to `others`. Render with the site's own `swrFetcher`, so
 * every read a page makes reaches it.
 */
export function serveListings(
  properties: Property[],
  others: (...args: FetchArgs) => Promise<Response> = async () => answer(404, 'Not Found'),
): ListingsApi {
  let held: Promise<void> | null = null;
  const api: ListingsApi = {
    fetch: jest.fn<Promise<Response>, FetchArgs>(),
    reads: [],
    properties,
    hold() {
      let release = () => {};
      held = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release();
      };
    },
  };
  api.fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    if ((init?.method ?? 'GET') !== 'GET') return others(input, init);
    const detail = /^\/api\/properties\/([^/]+)$/.exec(url.pathname);
    if (detail) {
      const id = decodeURIComponent(detail[1]!);
      const found = api.properties.find((p) => p.id === id && !p.isHidden);
      return found ? answer(200, found) : answer(404, { message: 'Property not found' });
    }
    if (url.pathname !== '/api/properties') return others(input, init);
    api.reads.push(url.pathname + url.search);
    if (held) await held;
    if (api.failWith) return answer(api.failWith.status, api.failWith.text);
    if (api.unavailable) return answer(200, api.unavailable);
    const why = refusal(url.searchParams);
    if (why) return answer(400, { message: why });
    const found = api.properties.filter((p) => matches(p, url.searchParams)).sort(newestFirst);
    const page = Number(url.searchParams.get('page') ?? 1);
    const given = url.searchParams.get('limit');
    const limit = given
      ? Number(given)
      : url.searchParams.has('page')
        ? LIST_PAGE_SIZE
        : MAX_LIST_LIMIT;
    const items = found.slice((page - 1) * limit, page * limit);
    return answer(200, items, { 'X-Total-Count': String(found.length) });
  });
  global.fetch = api.fetch as unknown as typeof fetch;
  return api;
}
