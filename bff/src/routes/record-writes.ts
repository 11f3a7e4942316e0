import type { Router } from 'express';
import type Joi from 'joi';
import { validate, type ServiceClient } from '@reedmere/service-kit';
import type { Division } from '@reedmere/contracts';
import type { DivisionsOf, StaffGuard } from '../auth/staff-guard';
import { callService, segment, type Area } from '../service-call';
import { updateOf } from '../update-context';

export interface RecordWrites {
  /** The collection's path in the BFF's API: `/news`. */
  path: string;
  client: ServiceClient;
  area: Area;
  /** The same collection's path in its service: `/articles`. */
  servicePath: string;
  input: Joi.Schema;
  update: Joi.Schema;
  /**
   * The divisions whose content a write changes: fixed for a kind of record, or found from the
   * request (a listing's own and its body's).
   */
  divisions: readonly Division[] | DivisionsOf;
}

/**
 * The admin's writes of one kind of record, each body checked here before its service is asked:
 * `POST path` adds a record (201), `PUT path/:id` replaces one, `DELETE path/:id` deletes one (204).
 */
export function addRecordWrites(
  router: Router,
  staff: StaffGuard,
  { path, client, area, servicePath, input, update, divisions }: RecordWrites,
): void {
  const one = (id: unknown) => `${servicePath}/${segment(id)}`;
  const changes = staff({ change: divisions });

  router.post(path, ...changes, async (req, res) => {
    const body = validate<object>(input, req.body);
    const answer = await callService(client, area, req, 'POST', servicePath, { body });
    res.status(201).json(answer.body);
  });

  router.put(`${path}/:id`, ...changes, async (req, res) => {
    const body = validate<object>(update, req.body, updateOf(req));
    const answer = await callService(client, area, req, 'PUT', one(req.params.id), { body });
    res.json(answer.body);
  });

  router.delete(`${path}/:id`, ...changes, async (req, res) => {
    await callService(client, area, req, 'DELETE', one(req.params.id));
    res.status(204).end();
  });
}
