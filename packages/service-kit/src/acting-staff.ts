import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import {
  DIVISIONS,
  missingRight,
  STAFF_ROLES,
  type Division,
  type StaffNeed,
  type StaffRights,
} from '@reedmere/contracts';

/**
 * A call the BFF makes for a signed-in member of staff carries who they are and their rights,
 * signed by the BFF (ES256) for that one call: this service, this method and path, for 30 seconds.
 * A service checks the rights itself, so a route the BFF guards wrongly, or a caller that is not
 * the BFF, still cannot change content the person may not change. Only the BFF holds the private
 * key; the services hold the public one.
 */
export const ACTING_STAFF_HEADER = 'x-acting-staff';

const ISSUER = 'reedmere-bff';
const LIFETIME_SECONDS = 30;

/** The person a call is made for: their id and rights. */
export interface ActingStaff extends StaffRights {
  id: string;
}

/** One call to a service, as both ends see it. */
export interface StaffCall {
  service: string;
  method: string;
  /** The URL's path, without the query. */
  path: string;
}

/** The assertion for one call: the person's id and rights, bound to the service, method and path. */
export function signActingStaff(person: ActingStaff, call: StaffCall, key: KeyObject): string {
  return jwt.sign(
    {
      role: person.role,
      divisions: person.divisions,
      method: call.method.toUpperCase(),
      path: call.path,
    },
    key,
    {
      algorithm: 'ES256',
      issuer: ISSUER,
      audience: call.service,
      subject: person.id,
      expiresIn: LIFETIME_SECONDS,
    },
  );
}

const isRole = (value: unknown): value is StaffRights['role'] =>
  (STAFF_ROLES as readonly unknown[]).includes(value);
const isDivisions = (value: unknown): value is Division[] =>
  Array.isArray(value) && value.every((item) => (DIVISIONS as readonly unknown[]).includes(item));

/** The person of a valid assertion for this call, or null (forged, expired, for another call). */
export function verifyActingStaff(
  assertion: string,
  call: StaffCall,
  key: KeyObject,
): ActingStaff | null {
  let claims: unknown;
  try {
    claims = jwt.verify(assertion, key, {
      algorithms: ['ES256'],
      issuer: ISSUER,
      audience: call.service,
    });
  } catch {
    return null;
  }
  const { sub, role, divisions, method, path } = (claims ?? {}) as Record<string, unknown>;
  if (typeof sub !== 'string' || !isRole(role) || !isDivisions(divisions)) return null;
  if (method !== call.method.toUpperCase() || path !== call.path) return null;
  return { id: sub, role, divisions };
}

/**
 * A key given as base64 of its DER encoding (one line, for an environment variable): the BFF's
 * private key (PKCS#8) or the services' public key (SPKI), each an EC P-256 key. Throws a
 * message naming the variable when it is not one.
 */
export function readStaffKey(base64: string, kind: 'private' | 'public', variable: string) {
  let key: KeyObject;
  try {
    const der = Buffer.from(base64.trim(), 'base64');
    key =
      kind === 'private'
        ? createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
        : createPublicKey({ key: der, format: 'der', type: 'spki' });
  } catch {
    throw new Error(`${variable} must be the base64 of an EC P-256 ${KEY_FORMATS[kind]} key`);
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`${variable} must be the base64 of an EC P-256 ${KEY_FORMATS[kind]} key`);
  }
  return key;
}

const KEY_FORMATS = { private: 'PKCS#8 private', public: 'SPKI public' } as const;

/** A fresh key pair in the settings' form: for a development stack and for tests. */
export function newStaffKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

const STAFF_CHECK = 'staffCheck';

interface StaffCheck {
  service: string;
  key: KeyObject;
}

/**
 * Mounted by the service app: makes the service's staff routes check the acting person's
 * assertion against `key`. With no key (a development service run on its own), staff routes are
 * answered for any caller the service token lets in.
 */
export function acceptActingStaff(service: string, key: KeyObject | undefined): RequestHandler {
  return (_req, res, next) => {
    if (key) res.locals[STAFF_CHECK] = { service, key } satisfies StaffCheck;
    next();
  };
}

/** The refusal when a staff route is called without a valid assertion of a signed-in person. */
export const STAFF_ONLY_MESSAGE = 'Forbidden: only a signed-in member of staff can do this';

/**
 * The body of a service's refusal for the person's rights: the BFF passes its message on, where
 * any other 403 from a service is the BFF's own misconfiguration.
 */
export interface StaffRefusal {
  message: string;
  refused: 'staff-rights';
}

const pathOf = (req: Request) => new URL(req.originalUrl, 'http://service').pathname;

/** What a route needs of the acting person: fixed, or found from the request (a record's division). */
export type ServiceStaffNeed =
  StaffNeed | ((req: Request, res: Response) => StaffNeed | Promise<StaffNeed>);

/**
 * A staff route of a service: answered only for a signed-in person, named by a valid assertion
 * for this very call, whose rights cover `need`; otherwise 403 naming what is missing.
 */
export function staffOnly(need: ServiceStaffNeed): RequestHandler {
  return async (req, res, next) => {
    const check = res.locals[STAFF_CHECK] as StaffCheck | undefined;
    if (!check) return next();
    const assertion = req.get(ACTING_STAFF_HEADER);
    const call = { service: check.service, method: req.method, path: pathOf(req) };
    const person = assertion ? verifyActingStaff(assertion, call, check.key) : null;
    const refuse = (message: string) =>
      res.status(403).json({ message, refused: 'staff-rights' } satisfies StaffRefusal);
    if (!person) return refuse(STAFF_ONLY_MESSAGE);
    const missing = missingRight(person, typeof need === 'function' ? await need(req, res) : need);
    if (missing) return refuse(missing);
    res.locals.actingStaff = person;
    next();
  };
}
