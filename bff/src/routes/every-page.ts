import type { Request, RequestHandler } from 'express';
import { MAX_LIST_LIMIT } from '@reedmere/contracts';
import type { RequestOptions, ServiceClient } from '@reedmere/service-kit';
import { pageQueryOf, sendListPage, totalCountOf } from '../list-page';
import { NO_STORE } from '../no-store';
import { callService, type Area } from '../service-call';
import { shownRecords, type ServiceList } from './service-list';

/**
 * Records read for one list at most (an admin list, the sitemap): far more than an agency holds,
 * and a bound on the calls one request can make.
 */
const MAX_RECORDS = 10_000;

/**
 * Every record of a list a service answers a page at a time (it never answers a whole list), read
 * page by page at the largest size. Ids are de-duplicated: a record added meanwhile moves the
 * others one place on.
 */
export async function everyPage<T>(
  client: ServiceClient,
  area: Area,
  req: Request,
  servicePath: string,
  query: RequestOptions['query'] = {},
  maxRecords = MAX_RECORDS,
): Promise<T[]> {
  const seen = new Map<string, T>();
  const lastPage = Math.ceil(Math.min(maxRecords, MAX_RECORDS) / MAX_LIST_LIMIT);
  for (let page = 1; page <= lastPage; page += 1) {
    const answer = await callService<T[]>(client, area, req, 'GET', servicePath, {
      query: { ...query, page, limit: MAX_LIST_LIMIT },
    });
    const before = seen.size;
    for (const record of answer.body) {
      const id = String((record as { id?: unknown }).id);
      if (!seen.has(id)) seen.set(id, record);
    }
    const total = totalCountOf(answer.headers, Infinity);
    // A short page is the last; so is one that brings nothing new.
    if (answer.body.length < MAX_LIST_LIMIT || seen.size === before) break;
    if (page * MAX_LIST_LIMIT >= total) break;
  }
  return [...seen.values()].slice(0, maxRecords);
}

/**
 * An admin list the page reads whole (it filters on the client): every page of the service's
 * list, then the page the admin asked for, with the list headers.
 */
export function wholeServiceListRoute<T>(list: ServiceList<T>): RequestHandler {
  return async (req, res) => {
    const page = pageQueryOf(req);
    const records = await everyPage<T>(list.client, list.area, req, list.servicePath, list.query);
    res.set('cache-control', NO_STORE);
    const kept = list.keep ? records.filter(list.keep(req)) : records;
    sendListPage(req, res, page, shownRecords(list, kept));
  };
}
