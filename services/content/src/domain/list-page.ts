import {
  listPageOf,
  listPageQuerySchema,
  type ListPage,
  type ListPageQuery,
} from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';

/** One page of a list, and how many records the whole list holds (`X-Total-Count`). */
export interface ListAnswer<T> {
  items: T[];
  total: number;
}

/**
 * The page a list query asks for (`page`, `limit`; anything else is refused), read with `read`.
 * Without `limit` it is the first DEFAULT_LIST_LIMIT records: no list is answered unbounded.
 */
export function listPage<T>(
  query: unknown,
  read: (page: ListPage) => Promise<ListAnswer<T>>,
): Promise<ListAnswer<T>> {
  return read(listPageOf(validate<ListPageQuery>(listPageQuerySchema, query)));
}
