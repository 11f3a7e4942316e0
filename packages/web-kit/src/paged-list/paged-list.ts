import { countedAnswer, TOTAL_COUNT_HEADER, type CountedList } from '@reedmere/contracts';
import { readApiError } from '../api-error';

/** One page of a list and how many records the list holds in all. */
export type CountedPage<T> = CountedList<T>;

/**
 * What a list read holds under its key, in the browser and in the server's page data alike: the
 * page with its total, or the bare list when the answer carried no count (or a renderer kept
 * only the body).
 */
export type ListAnswer<T> = CountedPage<T> | T[];

/** One page as the list shows it. */
export interface ListView<T> {
  items: T[];
  /** Every record of the list; null when the answer does not say. */
  total: number | null;
  /** The page these records are. */
  page: number;
}

/**
 * GET one page of a list (the URL is the SWR key) with the count from `X-Total-Count`, kept as
 * the renderer keeps a counted read (`countedAnswer`). A non-OK answer throws an ApiError, as
 * every other read does.
 */
export async function fetchListPage<T>(url: string): Promise<ListAnswer<T>> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await readApiError(response);
  const items = (await response.json()) as T[];
  return countedAnswer(items, response.headers.get(TOTAL_COUNT_HEADER));
}

/**
 * The records of page `page` (of `limit` each) and the list's total. A bare list tells the total
 * only when it is the last page: one shorter than `limit`, or an empty first page.
 */
export function listView<T>(answer: ListAnswer<T>, page: number, limit: number): ListView<T> {
  if (!Array.isArray(answer)) return { items: answer.items, total: answer.total, page };
  const last = answer.length < limit && (answer.length > 0 || page === 1);
  return { items: answer, total: last ? (page - 1) * limit + answer.length : null, page };
}

/**
 * Whether a page follows page `page`: by the total when it is known; otherwise when the records
 * shown are a full page of their own (a page still on its way may follow too).
 */
export function hasNextPage<T>(view: ListView<T>, page: number, limit: number): boolean {
  if (view.total !== null) return page * limit < view.total;
  return view.page !== page || view.items.length >= limit;
}
