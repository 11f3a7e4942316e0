import useSWR from 'swr';

/**
 * How many items of an admin list `counts` (none is asked for while `url` is null), read from the same SWR entry as the tab's own list,
 * so marking read or deleting there updates it. It asks the server only while that entry is
 * empty: once the list is loaded, a count adds no request. No deduplication, as useAdminList: a
 * tab opened next still reads its list afresh. Undefined until known.
 */
export function useListCount<Item>(
  url: string | null,
  counts: (item: Item) => boolean,
): number | undefined {
  const { data } = useSWR<Item[]>(url, { revalidateIfStale: false, dedupingInterval: 0 });
  return data?.filter(counts).length;
}
