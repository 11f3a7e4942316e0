import type { RequestHandler } from 'express';
import type { RequestOptions, ServiceClient } from '@reedmere/service-kit';
import { pageQueryOf, sendListPage } from '../list-page';
import { NO_STORE } from '../no-store';
import { callService, type Area } from '../service-call';

export interface ServiceList<T> {
  client: ServiceClient;
  area: Area;
  /** The list's path in its service. */
  servicePath: string;
  /** What the service is asked for (the browser's own query names only the page). */
  query?: RequestOptions['query'];
  /** An admin's list: kept by no cache. */
  admin?: boolean;
  /** What the answer shows of each record. */
  show?: (record: T) => unknown;
}

/** A list route: the page asked for of the whole list a service answers (see sendListPage). */
export function serviceListRoute<T>({
  client,
  area,
  servicePath,
  query,
  admin = false,
  show,
}: ServiceList<T>): RequestHandler {
  return async (req, res) => {
    const page = pageQueryOf(req);
    const answer = await callService<T[]>(client, area, req, 'GET', servicePath, { query });
    if (admin) res.set('cache-control', NO_STORE);
    sendListPage(req, res, page, show ? answer.body.map(show) : answer.body);
  };
}
