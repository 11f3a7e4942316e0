import Joi from 'joi';
import { LIST_PAGE_SIZE, MAX_LIST_LIMIT } from '../limits';

/** A list asked for without `limit` answers at most this many records, from the first. */
export const DEFAULT_LIST_LIMIT = MAX_LIST_LIMIT;

/** `page` (from 1) and `limit` (1 to MAX_LIST_LIMIT; more is refused) of any list. */
export const listPageKeys = {
  page: Joi.number().integer().min(1).max(100_000).description('The page, from 1'),
  limit: Joi.number()
    .integer()
    .min(1)
    .max(MAX_LIST_LIMIT)
    .description(`Records per page, 1 to ${MAX_LIST_LIMIT}; a larger limit is refused (400)`),
};

export const listPageQuerySchema = Joi.object(listPageKeys);

export interface ListPageQuery {
  page?: number;
  limit?: number;
}

export interface ListPage {
  skip: number;
  limit: number;
}

/**
 * The records to answer: `limit` alone means page 1; `page` alone uses the site's page size;
 * neither gives the first DEFAULT_LIST_LIMIT, so no list is ever answered unbounded.
 */
export function listPageOf({ page, limit }: ListPageQuery): ListPage {
  const size = limit ?? (page === undefined ? DEFAULT_LIST_LIMIT : LIST_PAGE_SIZE);
  return { skip: ((page ?? 1) - 1) * size, limit: size };
}
