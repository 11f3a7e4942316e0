import useSWR from 'swr';
import { fetchListPage, hasNextPage, listView, type ListAnswer, type ListView } from './paged-list';
import { useShownPage } from './use-shown-page';

export interface PagedListRead<T> {
  /** The records shown and the list's total; null while there are none, or on an error. */
  list: ListView<T> | null;
  /** Whether a page follows the one asked for. */
  hasNext: boolean;
  /** The read failed: the page shows this, not records kept from before. */
  error: unknown;
  /** Nothing to show yet. */
  waiting: boolean;
  /** What is shown is the previous page while the one asked for is on its way. */
  pending: boolean;
  /** A read is under way (a retry included). */
  validating: boolean;
  /** Reads the page again. */
  retry: () => void;
}

/**
 * Page `page` (of `limit` records) of a list the API pages; `url`, the SWR key, names the page
 * and the limit. Until the page asked for arrives, the previous one stays on screen.
 */
export function usePagedList<T>(
  url: string,
  page: number,
  limit: number,
  freshMs: number,
): PagedListRead<T> {
  const { data, error, isLoading, isValidating, mutate } = useSWR<ListAnswer<T>>(
    url,
    fetchListPage<T>,
    { dedupingInterval: freshMs, keepPreviousData: true },
  );
  const pending = isLoading && data !== undefined;
  const shown = useShownPage(data, error, pending, page);
  const list = shown && listView(shown.answer, shown.page, limit);
  return {
    list,
    hasNext: list !== null && hasNextPage(list, page, limit),
    error: error as unknown,
    waiting: isLoading && data === undefined,
    pending,
    validating: isValidating,
    retry: () => void mutate(),
  };
}
