import useSWR from 'swr';
import {
  fetchListPage,
  hasNextPage,
  listView,
  type ListAnswer,
  type ListView,
} from '@reedmere/web-kit';

/**
 * One page of an admin list the API pages (`url` names the page and its limit), with the count
 * from X-Total-Count, which the page's own fetcher does not keep; nothing is read while `url` is
 * null. No deduplication, as useAdminList: Retry and a page turned back to always ask afresh.
 */
export const useAdminPage = <Item>(url: string | null) =>
  useSWR<ListAnswer<Item>>(url, fetchListPage<Item>, { dedupingInterval: 0 });

/** A page as a pager shows it. */
export interface AdminPageView<Item> extends ListView<Item> {
  /** Pages in all; null when the answer gave no count. */
  pageCount: number | null;
  hasNext: boolean;
}

/** Page `page` (of `limit` records) of a paged read, with where it stands among the pages. */
export function adminPageView<Item>(
  answer: ListAnswer<Item>,
  page: number,
  limit: number,
): AdminPageView<Item> {
  const view = listView(answer, page, limit);
  return {
    ...view,
    pageCount: view.total === null ? null : Math.max(1, Math.ceil(view.total / limit)),
    hasNext: hasNextPage(view, page, limit),
  };
}
