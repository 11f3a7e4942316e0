import type { Request, RequestHandler } from 'express';
import { missingRight, type Division, type StaffNeed } from '@reedmere/contracts';
import { adminOf } from './require-admin';

/**
 * What a staff route needs: fixed, or content changed in divisions found from the request (a
 * listing's division is its record's and its body's).
 */
export type StaffRule =
  Exclude<StaffNeed, { change: unknown }> | { change: readonly Division[] | DivisionsOf };

/** The divisions whose content a request changes. */
export type DivisionsOf = (req: Request) => Promise<Division[]>;

/** The rule a guard's handler enforces, for the test that every staff route has one. */
export const STAFF_RULE = Symbol('staff rule');

/** The handlers that let a route through: the signed-in person, then their rights. */
export type StaffGuard = (rule: StaffRule) => RequestHandler[];

async function needOf(rule: StaffRule, req: Request): Promise<StaffNeed> {
  if (!('change' in rule) || typeof rule.change !== 'function') return rule as StaffNeed;
  const divisionsOf = rule.change;
  // Only an editor's answer depends on the divisions: the others need no record read.
  if (adminOf(req).role !== 'editor') return { change: [] };
  return { change: [...new Set(await divisionsOf(req))] };
}

/**
 * A guard for staff routes: `authenticate` answers 401 without a live session; then a person
 * whose rights do not cover the rule is refused with 403 and a message naming what is missing.
 */
export function staffGuard(authenticate: RequestHandler): StaffGuard {
  return (rule) => {
    const authorize: RequestHandler = async (req, res, next) => {
      const missing = missingRight(adminOf(req), await needOf(rule, req));
      if (missing) {
        res.status(403).json({ message: missing });
        return;
      }
      next();
    };
    return [authenticate, Object.assign(authorize, { [STAFF_RULE]: rule })];
  };
}
