import type { RequestHandler } from 'express';
import { callService, segment } from '../service-call';
import type { ServiceList } from './service-list';

/**
 * A public read of one record, answered as its service answers it: the route's `param` names
 * the record under the list's path in its service, asked with the list's query.
 */
export function serviceRecordRoute(
  list: Pick<ServiceList<unknown>, 'client' | 'area' | 'servicePath' | 'query'>,
  param: string,
): RequestHandler {
  return async (req, res) => {
    const path = `${list.servicePath}/${segment(req.params[param])}`;
    const answer = await callService(list.client, list.area, req, 'GET', path, {
      query: list.query,
    });
    res.json(answer.body);
  };
}
