import type { Request, Router } from 'express';
import type Joi from 'joi';
import { validate, type ServiceClient } from '@reedmere/service-kit';
import type { AuditEntityKind, Division } from '@reedmere/contracts';
import { labelOf, type AuditRecorder } from '../audit/audit-recorder';
import { changedFields } from '../audit/changed-fields';
import type { DivisionsOf, StaffGuard } from '../auth/staff-guard';
import { callService, segment, type Area } from '../service-call';
import type { Services } from '../services';
import { updateOf } from '../update-context';
import { refuseIfSavedInBetween, replaceUnlessSavedInBetween } from './saved-in-between';

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
  /** What the audit trail calls this kind of record. */
  kind: AuditEntityKind;
  /** The record in a sentence: 'listing', 'article'. */
  noun: string;
  /** For the trail's names of who saved in between. */
  services: Services;
  /**
   * The record as stored, hidden or a draft included, for the trail's "before" and the version
   * check: read from its service at `servicePath/:id` unless given.
   */
  stored?: (req: Request) => Promise<Record<string, unknown>>;
}

type StoredRecord = Record<string, unknown>;

/**
 * The admin's writes of one kind of record, each body checked here before its service is asked:
 * `POST path` adds a record (201), `PUT path/:id` replaces one, `DELETE path/:id` deletes one (204).
 * Each write is added to the audit trail, a replacement with the fields it changed. A replacement
 * made from a version someone else has since saved over is refused, here and by the service's own
 * conditional write (saved-in-between.ts).
 */
export function addRecordWrites(
  router: Router,
  staff: StaffGuard,
  audit: AuditRecorder,
  writes: RecordWrites,
): void {
  const { path, client, area, servicePath, input, update, divisions, kind, noun, services } =
    writes;
  const one = (id: unknown) => `${servicePath}/${segment(id)}`;
  const changes = staff({ change: divisions });
  const replaced = { kind, noun };
  const stored =
    writes.stored ??
    (async (req: Request) =>
      (await callService<StoredRecord>(client, area, req, 'GET', one(req.params.id))).body);
  const entity = (id: unknown, record: StoredRecord) => ({
    kind,
    id: String(id),
    label: labelOf(record),
  });

  router.post(path, ...changes, async (req, res) => {
    const body = validate<object>(input, req.body);
    const answer = await callService<StoredRecord>(client, area, req, 'POST', servicePath, {
      body,
    });
    await audit(req, { action: 'create', entity: entity(answer.body.id, answer.body) });
    res.status(201).json(answer.body);
  });

  router.put(`${path}/:id`, ...changes, async (req, res) => {
    const body = validate<object>(update, req.body, updateOf(req));
    const before = await stored(req);
    // Checked here first for the refusal's sake, and again by the service in its write.
    await refuseIfSavedInBetween(services, req, before, replaced);
    const answer = await replaceUnlessSavedInBetween<StoredRecord>(services, req, replaced, {
      client,
      area,
      path: one(req.params.id),
      body,
    });
    await audit(req, {
      action: 'update',
      entity: entity(req.params.id, answer.body),
      changes: changedFields(before, answer.body),
    });
    res.json(answer.body);
  });

  router.delete(`${path}/:id`, ...changes, async (req, res) => {
    const before = await stored(req);
    await callService(client, area, req, 'DELETE', one(req.params.id));
    await audit(req, { action: 'delete', entity: entity(req.params.id, before) });
    res.status(204).end();
  });
}
