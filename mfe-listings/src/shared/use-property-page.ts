import useSWR from 'swr';
import { LIST_PAGE_SIZE, type ListingSourceUnavailable } from '@reedmere/contracts';
import { useShownPage } from '@reedmere/web-kit';
import { LIST_FRESH_MS } from './property-list-key';
import {
  fetchPropertyPage,
  isUnavailable,
  listView,
  type PropertyListAnswer,
  type PropertyListView,
} from './property-page';

export interface PropertyPageRead {
  /** The page's listings and how many match in all; null while there is none, or on an error. */
  list: PropertyListView | null;
  /** The message shown while the listings are unavailable, in place of the list. */
  unavailable: ListingSourceUnavailable | null;
  /** The read failed: the page shows this alone, not an answer kept from before. */
  error: unknown;
  /** Nothing to show yet. */
  waiting: boolean;
  /** What is shown is an earlier answer (the previous page or search) while this one comes. */
  pending: boolean;
  /** Reads the page again. */
  retry: () => void;
}

/**
 * Page `page` (LIST_PAGE_SIZE a page) of a property list; `url` (the SWR key) carries the
 * filters, the page and the limit. Until the next page or search arrives the previous one stays
 * on screen.
 */
export function usePropertyPage(url: string, page: number): PropertyPageRead {
  const { data, error, isLoading, mutate } = useSWR<PropertyListAnswer>(url, fetchPropertyPage, {
    dedupingInterval: LIST_FRESH_MS,
    keepPreviousData: true,
  });
  const pending = isLoading && data !== undefined;
  const shown = useShownPage(data, error, pending, page);
  return {
    list:
      shown && !isUnavailable(shown.answer)
        ? listView(shown.answer, shown.page, LIST_PAGE_SIZE)
        : null,
    unavailable: shown && isUnavailable(shown.answer) ? shown.answer : null,
    error: error as unknown,
    waiting: isLoading && data === undefined,
    pending,
    retry: () => void mutate(),
  };
}
