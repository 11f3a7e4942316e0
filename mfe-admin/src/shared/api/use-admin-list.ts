import useSWR from 'swr';

/**
 * An admin list, read with the page's SWR fetcher. Deduplication is off, so opening a tab again
 * or Retry always asks the server instead of reusing an answer from the last two seconds.
 */
export const useAdminList = <Item>(url: string) => useSWR<Item[]>(url, { dedupingInterval: 0 });
