import type { Request, RequestHandler } from 'express';
import { missingRight, type Division, type StaffNeed } from '@reedmere/contracts';
import { adminOf } from './require-admin';

/**
 * What a staff route needs: fixed, or content read or changed in divisions found from the
 * request (a listing's division is its record's and, for a change, its body's).
 */
export type StaffRule =
  | Exclude<StaffNeed, { change: unknown } | { read: unknown }>
  | { change: readonly Division[] | DivisionsOf }
  | { read: readonly Division[] | DivisionsOf };

/** The divisions whose content a request reads or changes. */
export type DivisionsOf = (req: Request) => Promise<Division[]>;

/** The rule a guard's handler enforces, for the test that every staff route has one. */
export const STAFF_RULE = Symbol('staff rule');

/** The handlers that let a route through: the signed-in person, then their rights. */
export type StaffGuard = (rule: StaffRule) => RequestHandler[];

async function needOf(rule: StaffRule, req: Request): Promise<StaffNeed> {
  const divisionsOf = 'change' in rule ? rule.change : 'read' in rule ? rule.read : null;
  if (typeof divisionsOf !== 'function') return rule as StaffNeed;
  // Only an editor's answer depends on the divisions: the others need no record read.
  const divisions = adminOf(req).role === 'editor' ? [...new Set(await divisionsOf(req))] : [];
  return 'change' in rule ? { change: divisions } : { read: divisions };
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
