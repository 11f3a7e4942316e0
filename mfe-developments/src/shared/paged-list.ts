import { readApiError } from '@reedmere/web-kit';

/** The header in which the API counts every record of a list, whatever the page asked for. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** One page of a list and how many records the list holds in all. */
export interface CountedPage<T> {
  items: T[];
  total: number;
}

/**
 * What a list read holds under its key: the page with its total when the browser read it, or the
 * bare list when the page was rendered on the server (the server's page data keeps the answers'
 * bodies, not their headers).
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

const totalOf = (value: string | null): number | null => {
  const total = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(total) && total >= 0 ? total : null;
};

/**
 * GET one page of a list (the URL is the SWR key) with the count from `X-Total-Count`. A non-OK
 * answer throws an ApiError, as every other read does.
 */
export async function fetchListPage<T>(url: string): Promise<ListAnswer<T>> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await readApiError(response);
  const items = (await response.json()) as T[];
  const total = totalOf(response.headers.get(TOTAL_COUNT_HEADER));
  return total === null ? items : { items, total };
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
