import {
  countedAnswer,
  TOTAL_COUNT_HEADER,
  type CountedList,
  type ListingSourceUnavailable,
  type Property,
} from '@reedmere/contracts';
import { readApiError } from '@reedmere/web-kit';

/** One page of listings and how many listings match in all. */
export type PropertyPage = CountedList<Property>;

/**
 * What a list read holds under its key, in the browser and in the server's page data alike: the
 * page with its total; the bare list when the answer carried no count (or a renderer kept only
 * the body); or the message shown while the listings are unavailable.
 */
export type PropertyListAnswer = PropertyPage | Property[] | ListingSourceUnavailable;

/** One page of the list as the page shows it; `total` is null when the answer does not say. */
export interface PropertyListView {
  items: Property[];
  total: number | null;
}

/**
 * GET one page of `/api/properties` (the URL is the SWR key): its listings with the count from
 * `X-Total-Count`, or the unavailable message as sent (`countedAnswer`, as the renderer keeps a
 * counted read). A non-OK answer throws an ApiError, as every other read does.
 */
export async function fetchPropertyPage(url: string): Promise<PropertyListAnswer> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await readApiError(response);
  const body = (await response.json()) as Property[] | ListingSourceUnavailable;
  return countedAnswer(body, response.headers.get(TOTAL_COUNT_HEADER)) as PropertyListAnswer;
}

export function isUnavailable(answer: PropertyListAnswer): answer is ListingSourceUnavailable {
  return !Array.isArray(answer) && !Array.isArray((answer as Partial<PropertyPage>).items);
}

/**
 * The listings of page `page` (of `limit` each) and how many match in all. A bare list says how
 * many only when it is the last page: one shorter than `limit`, or an empty first page.
 */
export function listView(
  answer: PropertyPage | Property[],
  page: number,
  limit: number,
): PropertyListView {
  if (!Array.isArray(answer)) return { items: answer.items, total: answer.total };
  const last = answer.length < limit && (answer.length > 0 || page === 1);
  return { items: answer, total: last ? (page - 1) * limit + answer.length : null };
}

/** Whether a page follows `page`: by the total when known, else when this page is full. */
export function hasNextPage(view: PropertyListView, page: number, limit: number): boolean {
  return view.total === null ? view.items.length >= limit : page * limit < view.total;
}
