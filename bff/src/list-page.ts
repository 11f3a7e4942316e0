import type { Request, Response } from 'express';
import Joi from 'joi';
import { LIST_PAGE_SIZE } from '@reedmere/contracts';
import { propertyListQuerySchema } from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';

export const TOTAL_COUNT = 'X-Total-Count';

/** A service's `X-Total-Count`, or `fallback` when it is missing or not a plain count. */
export function totalCountOf(headers: Headers, fallback: number): number {
  const value = headers.get(TOTAL_COUNT);
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : fallback;
}

/**
 * `page` (from 1) and `limit` (up to the list cap) of any list. Neither: the first page at the
 * cap. `page` alone uses the site's page size, so it never silently means "everything".
 */
export const pageQuerySchema = Joi.object({
  page: propertyListQuerySchema.extract('page'),
  limit: propertyListQuerySchema.extract('limit'),
});

export interface PageQuery {
  page?: number;
  limit?: number;
}

/** The page asked for, with the page size filled in when only `page` was given. */
export const withPageSize = ({ page, limit }: PageQuery): PageQuery =>
  page !== undefined && limit === undefined ? { page, limit: LIST_PAGE_SIZE } : { page, limit };

/** The page and limit of a list request; anything else in the query is refused with a 400. */
export const pageQueryOf = (req: Request): PageQuery =>
  withPageSize(validate<PageQuery>(pageQuerySchema, { ...req.query }));

/** The request's own URL with another page number, as the `Link` header names it. */
function pageUrl(req: Request, page: number): string {
  const url = new URL(req.originalUrl, 'http://site.invalid');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/**
 * `X-Total-Count` (every match) and, for a paged request, an RFC 8288 `Link` header with the
 * first, previous, next and last pages that exist.
 */
export function setListHeaders(req: Request, res: Response, query: PageQuery, total: number) {
  res.set(TOTAL_COUNT, String(total));
  if (query.limit === undefined) return;
  const page = query.page ?? 1;
  const last = Math.max(1, Math.ceil(total / query.limit));
  const links: [string, number][] = [['first', 1]];
  if (page > 1) links.push(['prev', Math.min(page - 1, last)]);
  if (page < last) links.push(['next', page + 1]);
  links.push(['last', last]);
  res.set('Link', links.map(([rel, at]) => `<${pageUrl(req, at)}>; rel="${rel}"`).join(', '));
}

/**
 * A list the BFF holds whole (the admin's lists, read page by page from their service): the
 * requested page of it, with the list headers. A page past the end is an empty list. The query
 * is read with `pageQueryOf` before the service is asked, so a bad one costs no call.
 */
export function sendListPage<T>(
  req: Request,
  res: Response,
  query: PageQuery,
  items: readonly T[],
): void {
  setListHeaders(req, res, query, items.length);
  if (query.limit === undefined) {
    res.json(items);
    return;
  }
  const start = ((query.page ?? 1) - 1) * query.limit;
  res.json(items.slice(start, start + query.limit));
}
