import type { Server } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { missingRight, type StaffNeed } from '@reedmere/contracts';
import request from 'supertest';
import { STAFF_ONLY_MESSAGE, type ActingStaff } from '../acting-staff';
import type { TestStaffKeys } from './acting-staff';

const VERBS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;
export type StaffMethod = keyof typeof VERBS;

/** A call to the service as the BFF makes it for `person`, or with no one signed in. */
export type StaffCall = (
  person: ActingStaff | null,
  method: StaffMethod,
  path: string,
  body?: object,
) => request.Test;

/** Calls to `server`, each signed for its method and its path without the query. */
export function staffCaller(server: () => Server, staff: TestStaffKeys): StaffCall {
  return (person, method, path, body) => {
    const req = request(server())[VERBS[method]](path);
    if (person) req.set(staff.actingAs(person, method, path.split('?')[0] ?? path));
    return body ? req.send(body) : req;
  };
}

/** A staff route: who may call it and who may not, and what the allowed call does. */
export interface StaffRouteCase<Seeded> {
  method: StaffMethod;
  path: (seeded: Seeded) => string;
  body?: object;
  need: StaffNeed;
  allowed: ActingStaff;
  refused: ActingStaff;
  /** What the allowed call answers and changes. */
  done(res: request.Response, seeded: Seeded): Promise<void>;
}

export interface StaffRouteChecks<Seeded> {
  call: StaffCall;
  /** Stores what the cases' paths name; runs before each test. */
  seed: () => Promise<Seeded>;
  /** Everything the service holds, as stored: what a refused call must leave as it was. */
  stored: () => Promise<unknown>;
  /** What a refusal's message names, e.g. the division whose rights the route needs. */
  refusalNames: RegExp;
  cases: Record<string, StaffRouteCase<Seeded>>;
}

/**
 * Each case's route answered for a person whose rights cover it, and refused, changing nothing,
 * for one whose rights do not (naming what is missing) and for no one.
 */
export function describeStaffRoutes<Seeded>(checks: StaffRouteChecks<Seeded>): void {
  const { call, seed, stored, refusalNames, cases } = checks;
  describe.each(Object.entries(cases))('%s is a staff route', (_name, c) => {
    it('is answered for a person whose rights cover it', async () => {
      const seeded = await seed();
      await c.done(await call(c.allowed, c.method, c.path(seeded), c.body), seeded);
    });

    it('refuses, naming what is missing, anyone else or no one, and changes nothing', async () => {
      const seeded = await seed();
      const before = await stored();
      const refused = await call(c.refused, c.method, c.path(seeded), c.body);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        message: missingRight(c.refused, c.need),
        refused: 'staff-rights',
      });
      expect((refused.body as { message: string }).message).toMatch(refusalNames);
      const anonymous = await call(null, c.method, c.path(seeded), c.body);
      expect([anonymous.status, anonymous.body]).toEqual([
        403,
        { message: STAFF_ONLY_MESSAGE, refused: 'staff-rights' },
      ]);
      expect(await stored()).toEqual(before);
    });
  });
}
