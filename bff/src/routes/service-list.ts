import type { Request, RequestHandler } from 'express';
import type { RequestOptions, ServiceClient } from '@reedmere/service-kit';
import { pageQueryOf, setListHeaders, totalCountOf } from '../list-page';
import { callService, type Area } from '../service-call';

export interface ServiceList<T> {
  client: ServiceClient;
  area: Area;
  /** The list's path in its service. */
  servicePath: string;
  /** What the service is asked for (the browser's own query names only the page). */
  query?: RequestOptions['query'];
  /** What the answer shows of each record. */
  show?: (record: T) => unknown;
  /** Which records the person asking may see, when not all (an admin list read whole). */
  keep?: (req: Request) => (record: T) => boolean;
}

/** The records as the list's answer shows them. */
export function shownRecords<T>(list: ServiceList<T>, records: T[]): unknown[] {
  return list.show ? records.map(list.show) : records;
}

/**
 * A list route the service pages: the page asked for is passed on (`page` alone uses the site's
 * page size; neither is the service's first DEFAULT_LIST_LIMIT, never the whole list), with the
 * list headers from the service's `X-Total-Count`.
 */
export function serviceListRoute<T>(list: ServiceList<T>): RequestHandler {
  return async (req, res) => {
    const page = pageQueryOf(req);
    const answer = await callService<T[]>(list.client, list.area, req, 'GET', list.servicePath, {
      query: { ...list.query, ...page },
    });
    const total = totalCountOf(answer.headers, answer.body.length);
    setListHeaders(req, res, page, total);
    res.json(shownRecords(list, answer.body));
  };
}
