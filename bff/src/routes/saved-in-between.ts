import type { Request } from 'express';
import { setTimeout as delay } from 'node:timers/promises';
import { formatUkDateTime, type AuditEntityKind, type AuditEvent } from '@reedmere/contracts';
import { HttpError, type ServiceClient, type ServiceResponse } from '@reedmere/service-kit';
import { callService, type Area } from '../service-call';
import type { Services } from '../services';
import { readAuditEvents } from './activity';

/** The kind of record replaced, as the trail names it and in a sentence ('listing'). */
export interface ReplacedRecord {
  kind: AuditEntityKind;
  noun: string;
}

/** The replacement as its service is asked for it. */
export interface Replacement {
  client: ServiceClient;
  area: Area;
  path: string;
  body: object;
}

/** A stored record's version: its `updatedAt`, which the admin sends back quoted (`If-Match`). */
const versionOf = (record: Record<string, unknown>): string | null =>
  typeof record.updatedAt === 'string' ? record.updatedAt : null;

/** The version an entity tag names: what is inside its quotes. */
const versionInTag = (tag: string | null): string | null => /^"(.+)"$/.exec(tag ?? '')?.[1] ?? null;

// A save is added to the trail just after its write, so a refusal racing it can find the trail
// a step behind: it is read again a few times before the refusal stops naming anyone.
const TRAIL_READS = 5;
const TRAIL_READ_INTERVAL_MS = 100;

/**
 * Who made the stored version (`version`, its updatedAt), from the audit trail; null when it
 * cannot say. The trail's last save counts only if it is not older than that version: an older
 * one is someone whose change has since been saved over.
 */
async function whoSaved(
  services: Services,
  req: Request,
  kind: AuditEntityKind,
  version: string | null,
): Promise<AuditEvent | null> {
  for (let read = 1; ; read++) {
    let save: AuditEvent | undefined;
    try {
      const answer = await readAuditEvents(services, req, {
        kind,
        entityId: String(req.params.id),
        action: 'update',
        limit: 1,
      });
      save = answer.body[0];
    } catch {
      return null;
    }
    // Both are ISO 8601 times in UTC to the millisecond, so they compare as text.
    if (save && (version === null || save.at >= version)) return save;
    if (read === TRAIL_READS) return null;
    await delay(TRAIL_READ_INTERVAL_MS);
  }
}

/**
 * The refusal of a save made from a version someone has since saved over (412: the precondition
 * the request named, If-Match, no longer holds), naming who made the stored `version` and when.
 */
async function savedInBetween(
  services: Services,
  req: Request,
  record: ReplacedRecord,
  version: string | null,
): Promise<HttpError> {
  const save = await whoSaved(services, req, record.kind, version);
  const who = save ? (save.actor.name ?? save.actor.email) : 'Someone else';
  const when = version ? formatUkDateTime(version) : '';
  return new HttpError(
    412,
    `${who} saved this ${record.noun}${when ? ` at ${when}` : ''}, after you opened it, so your ` +
      `changes were not saved. Keep a copy of them, open the ${record.noun} again to see what ` +
      'changed, then make yours.',
  );
}

/**
 * A replacement that names the version it was made from (`If-Match`, as the admin sends the
 * record's `updatedAt` it opened) is refused when the stored record has moved on: someone saved
 * in between, and their changes would be silently overwritten. The refusal names who and when.
 */
export async function refuseIfSavedInBetween(
  services: Services,
  req: Request,
  stored: Record<string, unknown>,
  record: ReplacedRecord,
): Promise<void> {
  const opened = req.get('if-match');
  const version = versionOf(stored);
  if (opened === undefined || opened === '*' || (version && opened === `"${version}"`)) return;
  throw await savedInBetween(services, req, record, version);
}

/**
 * Asks the service for the replacement with the same `If-Match`: it writes only while the record
 * is still that version, in one step, so a save landing between the check above and this write
 * is refused as well. Its 412 names the version now stored (ETag), and is the same refusal.
 */
export async function replaceUnlessSavedInBetween<T>(
  services: Services,
  req: Request,
  record: ReplacedRecord,
  { client, area, path, body }: Replacement,
): Promise<ServiceResponse<T>> {
  const opened = req.get('if-match');
  // Taken before callService, which answers a status it does not pass on (412 among them) as 502.
  const checked: ServiceClient = {
    ...client,
    async request<R>(method: string, target: string, options = {}) {
      const answer = await client.request<R>(method, target, options);
      if (answer.status !== 412) return answer;
      throw await savedInBetween(services, req, record, versionInTag(answer.headers.get('etag')));
    },
  };
  return callService<T>(checked, area, req, 'PUT', path, {
    body,
    ...(opened === undefined ? {} : { headers: { 'if-match': opened } }),
  });
}
