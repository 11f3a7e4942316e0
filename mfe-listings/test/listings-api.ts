import {
  COMMERCIAL_SUB_TYPES,
  PRICE_TYPES,
  RESIDENTIAL_DWELLING_TYPES,
  type ListingSourceUnavailable,
  type Property,
} from '@reedmere/contracts';
import {
  answer,
  answerGate,
  between,
  listAnswer,
  listQueryRefusal,
  PAGING,
  type ListParameters,
} from '@reedmere/web-kit/testing';

export { answer };

type FetchArgs = [RequestInfo | URL, RequestInit?];
export type FetchMock = jest.Mock<Promise<Response>, FetchArgs>;

const RESIDENTIAL_VALUES: readonly string[] = ['residential', ...RESIDENTIAL_DWELLING_TYPES];

const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);
/** The parameters the list takes, and the values each accepts (the API's validation). */
const PARAMETERS: ListParameters = {
  priceType: oneOf(PRICE_TYPES),
  propertyType: oneOf(['residential', 'commercial']),
  subType: oneOf(COMMERCIAL_SUB_TYPES),
  location: (value) => value.length <= 100,
  minPrice: between(0, 1e12),
  maxPrice: between(0, 1e12),
  bedrooms: between(0, 1000),
  bathrooms: between(0, 1000),
  ...PAGING,
};

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
  const gate = answerGate();
  const api: ListingsApi = {
    fetch: jest.fn<Promise<Response>, FetchArgs>(),
    reads: [],
    properties,
    hold: gate.hold,
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
    await gate.passed();
    if (api.failWith) return answer(api.failWith.status, api.failWith.text);
    if (api.unavailable) return answer(200, api.unavailable);
    const why = listQueryRefusal(url.searchParams, PARAMETERS);
    if (why) return answer(400, { message: why });
    const found = api.properties.filter((p) => matches(p, url.searchParams)).sort(newestFirst);
    return listAnswer(found, url.searchParams);
  });
  global.fetch = api.fetch as unknown as typeof fetch;
  return api;
}
