import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connection } from 'mongoose';
import jwt from 'jsonwebtoken';
import {
  ACTING_STAFF_HEADER,
  newStaffKeyPair,
  readStaffKey,
  signActingStaff,
  STAFF_ONLY_MESSAGE,
  staffOnly,
  verifyActingStaff,
} from './acting-staff';
import { createServiceApp } from './create-service-app';
import { BASE_SERVICE_SETTINGS, baseConfig, readEnv, baseEnvSchema } from './env';
import { silentLogger } from './logger';
import { TEST_STAFF, testStaffKeys } from './testing/acting-staff';

const CALL = { service: 'listings', method: 'PUT', path: '/properties/p1' };
const keys = newStaffKeyPair();
const privateKey = readStaffKey(keys.privateKey, 'private', 'KEY');
const publicKey = readStaffKey(keys.publicKey, 'public', 'KEY');

describe('the acting person of one call', () => {
  const editor = TEST_STAFF.residentialEditor;
  const signed = signActingStaff({ ...editor, divisions: [...editor.divisions] }, CALL, privateKey);

  it('is read back, for that call only', () => {
    expect(verifyActingStaff(signed, CALL, publicKey)).toEqual({
      id: 'editor-1',
      role: 'editor',
      divisions: ['residential'],
    });
    expect(verifyActingStaff(signed, { ...CALL, method: 'DELETE' }, publicKey)).toBeNull();
    expect(verifyActingStaff(signed, { ...CALL, path: '/properties/p2' }, publicKey)).toBeNull();
    expect(verifyActingStaff(signed, { ...CALL, service: 'news' }, publicKey)).toBeNull();
  });

  it('is refused when signed with another key, with a shared secret, or expired', () => {
    const other = readStaffKey(newStaffKeyPair().publicKey, 'public', 'KEY');
    expect(verifyActingStaff(signed, CALL, other)).toBeNull();
    const claims = { role: 'owner', divisions: [], method: 'PUT', path: CALL.path };
    const options = { issuer: 'reedmere-bff', audience: 'listings', subject: 'x' };
    const hmac = jwt.sign(claims, keys.publicKey, { ...options, algorithm: 'HS256' });
    expect(verifyActingStaff(hmac, CALL, publicKey)).toBeNull();
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, privateKey, {
      ...options,
      algorithm: 'ES256',
    });
    expect(verifyActingStaff(expired, CALL, publicKey)).toBeNull();
    expect(verifyActingStaff('not.a.token', CALL, publicKey)).toBeNull();
  });

  it('is refused when its rights are not ones the agency has', () => {
    const options = { issuer: 'reedmere-bff', audience: 'listings', subject: 'x' };
    const sign = (claims: object) =>
      jwt.sign({ method: 'PUT', path: CALL.path, ...claims }, privateKey, {
        ...options,
        algorithm: 'ES256',
        expiresIn: 30,
      });
    expect(verifyActingStaff(sign({ role: 'admin', divisions: [] }), CALL, publicKey)).toBeNull();
    expect(
      verifyActingStaff(sign({ role: 'editor', divisions: ['lettings'] }), CALL, publicKey),
    ).toBeNull();
  });
});

describe('readStaffKey', () => {
  it('names the variable when the value is not an EC P-256 key of the kind asked for', () => {
    expect(() => readStaffKey('not base64 der', 'public', 'STAFF_KEY')).toThrow(
      'STAFF_KEY must be the base64 of an EC P-256 SPKI public key',
    );
    expect(() => readStaffKey(keys.publicKey, 'private', 'THE_KEY')).toThrow(
      'THE_KEY must be the base64 of an EC P-256 PKCS#8 private key',
    );
  });
});

describe('STAFF_ASSERTION_PUBLIC_KEY', () => {
  const env = { MONGODB_URI: 'mongodb://127.0.0.1:1/x' };

  it('is required in production, with a message saying what it is', () => {
    expect(() =>
      readEnv(baseEnvSchema, {
        ...env,
        NODE_ENV: 'production',
        CALLER_TOKENS: 'bff:0123456789abcdef',
      }),
    ).toThrow('STAFF_ASSERTION_PUBLIC_KEY is required in production');
  });

  it('is read into a key, and a bad one stops the start with its problem', () => {
    const values = readEnv<Record<string, unknown>>(baseEnvSchema, {
      ...env,
      STAFF_ASSERTION_PUBLIC_KEY: keys.publicKey,
    });
    expect(baseConfig(values, 1).staffKey?.asymmetricKeyType).toBe('ec');
    expect(() =>
      readEnv(baseEnvSchema, { ...env, STAFF_ASSERTION_PUBLIC_KEY: keys.privateKey }),
    ).toThrow('STAFF_ASSERTION_PUBLIC_KEY must be the base64 of an EC P-256 SPKI public key');
    expect(BASE_SERVICE_SETTINGS.STAFF_ASSERTION_PUBLIC_KEY.meaning).toMatch(/x-acting-staff/);
  });
});

describe('a staff route of a service', () => {
  const staff = testStaffKeys('listings');
  let servers: Server[] = [];

  async function serve(staffKey: typeof staff.staffKey | undefined): Promise<string> {
    const app = createServiceApp({
      name: 'listings',
      connection: {} as Connection,
      logger: silentLogger,
      staffKey,
      routes: (router) => {
        router.put('/properties/:id', staffOnly({ change: ['residential'] }), (_req, res) => {
          res.json({ changed: true, by: res.locals.actingStaff });
        });
        router.delete(
          '/properties/:id',
          staffOnly((req) => ({
            change: [req.params.id === 'c1' ? 'commercial-sales' : 'residential'],
          })),
          (_req, res) => res.status(204).end(),
        );
      },
    });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  afterEach(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    servers = [];
  });

  const put = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/properties/r1?x=1`, { method: 'PUT', headers }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    }));

  it('answers a person whose rights cover it, named by an assertion for this call', async () => {
    const url = await serve(staff.staffKey);
    const headers = staff.actingAs(TEST_STAFF.manager, 'PUT', '/properties/r1');
    expect(await put(url, headers)).toEqual({
      status: 200,
      body: { changed: true, by: { id: 'manager-1', role: 'manager', divisions: [] } },
    });
  });

  it('refuses, naming what is missing, a person whose rights do not cover it', async () => {
    const url = await serve(staff.staffKey);
    const headers = staff.actingAs(TEST_STAFF.commercialEditor, 'PUT', '/properties/r1');
    expect(await put(url, headers)).toEqual({
      status: 403,
      body: {
        message:
          'Only an editor for residential sales and lettings, a manager or the owner can change this. You are an editor for commercial sales and commercial lettings.',
        refused: 'staff-rights',
      },
    });
    const viewer = staff.actingAs(TEST_STAFF.viewer, 'PUT', '/properties/r1');
    expect((await put(url, viewer)).status).toBe(403);
  });

  it('finds what a call needs from the request itself', async () => {
    const url = await serve(staff.staffKey);
    const remove = (id: string) =>
      fetch(`${url}/properties/${id}`, {
        method: 'DELETE',
        headers: staff.actingAs(TEST_STAFF.residentialEditor, 'DELETE', `/properties/${id}`),
      });
    expect((await remove('r1')).status).toBe(204);
    expect((await remove('c1')).status).toBe(403);
  });

  it('refuses a call with no assertion, one for another call, or one from another key', async () => {
    const url = await serve(staff.staffKey);
    const refused = { status: 403, body: { message: STAFF_ONLY_MESSAGE, refused: 'staff-rights' } };
    expect(await put(url)).toEqual(refused);
    expect(await put(url, staff.actingAs(TEST_STAFF.owner, 'DELETE', '/properties/r1'))).toEqual(
      refused,
    );
    expect(await put(url, staff.actingAs(TEST_STAFF.owner, 'PUT', '/properties/r2'))).toEqual(
      refused,
    );
    const stranger = testStaffKeys('listings').actingAs(TEST_STAFF.owner, 'PUT', '/properties/r1');
    expect(await put(url, stranger)).toEqual(refused);
    expect(await put(url, { [ACTING_STAFF_HEADER]: 'garbage' })).toEqual(refused);
  });

  it('is answered for any caller when the service has no key (a service run on its own)', async () => {
    const url = await serve(undefined);
    expect((await put(url)).status).toBe(200);
  });
});
