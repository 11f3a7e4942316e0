import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { CHILD_ENV_ALLOWLISTS, type ChildName } from '../src/child-env-allowlists';
import { SERVICE_NAMES } from '../src/paths';
import { SERVICE_CALLERS } from '../src/service-env';
import type { RunningStack } from '../src/start-stack';

/**
 * Secrets in the launcher's own environment, and where each may end up: a stack checked by
 * `describeChildEnvironments` is started with these added to its environment.
 */
export const LAUNCHER_SECRETS = {
  JWT_SECRET: 'jwt-secret-of-the-launcher-environment-0123456789',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'tidal-marsh-heron-4417',
  SOME_SECRET: 'a-secret-no-child-needs',
};

const { JWT_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD } = LAUNCHER_SECRETS;

/** Node adds these to a child started with an IPC channel, as spawnNode starts every one. */
const IPC_CHANNEL_VARIABLES = ['NODE_CHANNEL_FD', 'NODE_CHANNEL_SERIALIZATION_MODE'];

/** The variables a real process was started with (Linux). */
async function environOf(pid: number): Promise<Map<string, string>> {
  const entries = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0').filter(Boolean);
  return new Map(
    entries.map((entry) => [
      entry.slice(0, entry.indexOf('=')),
      entry.slice(entry.indexOf('=') + 1),
    ]),
  );
}

function childNameOf(processName: string): ChildName {
  if (processName === 'embedded database') return 'database';
  if (processName === 'renderer') return 'renderer';
  if (processName === 'BFF') return 'bff';
  const service = SERVICE_NAMES.find((name) => processName === `${name} service`);
  if (!service) throw new Error(`Unknown process ${processName}`);
  return service;
}

/**
 * Checks the environment of each process of a whole site on the embedded database, started with
 * LAUNCHER_SECRETS in its environment. Declared inside the describe block that starts the stack,
 * after its start: the environments are read before any later test restarts a process.
 */
export function describeChildEnvironments(runningStack: () => RunningStack): void {
  describe('the environment of each process the stack starts', () => {
    let stack: RunningStack;
    const environs = new Map<ChildName, Map<string, string>>();

    beforeAll(async () => {
      stack = runningStack();
      for (const child of stack.processes) {
        environs.set(childNameOf(child.name), await environOf(child.pid));
      }
    });

    it('is read from every one of them', () => {
      expect([...environs.keys()].sort()).toEqual(
        ['database', ...SERVICE_NAMES, 'renderer', 'bff'].sort(),
      );
    });

    it('holds only what its allow-list names', () => {
      for (const [child, environ] of environs) {
        const allowed = new Set<string>([
          ...CHILD_ENV_ALLOWLISTS[child].inherited,
          ...CHILD_ENV_ALLOWLISTS[child].given,
          ...IPC_CHANNEL_VARIABLES,
        ]);
        const extra = [...environ.keys()].filter((name) => !allowed.has(name));
        expect({ child, extra }).toEqual({ child, extra: [] });
      }
    });

    it('gives no secret to the database, and an unrelated one to no process', () => {
      const database = environs.get('database')!;
      for (const name of [
        'JWT_SECRET',
        'ADMIN_PASSWORD',
        'ADMIN_EMAIL',
        'SERVICE_TOKEN',
        'CALLER_TOKENS',
        'SOME_SECRET',
      ]) {
        expect([name, database.get(name)]).toEqual([name, undefined]);
      }
      for (const [child, environ] of environs) {
        expect([child, environ.get('SOME_SECRET')]).toEqual([child, undefined]);
      }
    });

    it("gives the session secret to the BFF only, and the admin's password to identity only", () => {
      for (const [child, environ] of environs) {
        expect([child, environ.get('JWT_SECRET')]).toEqual([
          child,
          child === 'bff' ? JWT_SECRET : undefined,
        ]);
        expect([child, environ.get('ADMIN_PASSWORD')]).toEqual([
          child,
          child === 'identity' ? ADMIN_PASSWORD : undefined,
        ]);
      }
      expect(environs.get('content')!.get('MONGODB_URI')).toBe(stack.databaseUri);
      expect(environs.get('bff')!.has('MONGODB_URI')).toBe(false);
    });

    it('lets each service wait for the embedded database as long as the start does (60 s)', () => {
      for (const name of SERVICE_NAMES) {
        expect([name, environs.get(name)!.get('DATABASE_START_WAIT_MS')]).toEqual([name, '60000']);
      }
    });

    it('gives each service the tokens of its callers only, and content and the BFF their own', () => {
      const tokens = stack.callerTokens;
      for (const name of SERVICE_NAMES) {
        const expected = SERVICE_CALLERS[name].map((caller) => `${caller}:${tokens[caller]}`);
        expect([name, environs.get(name)!.get('CALLER_TOKENS')?.split(',')]).toEqual([
          name,
          expected,
        ]);
        expect([name, environs.get(name)!.get('SERVICE_TOKEN')]).toEqual([
          name,
          name === 'content' ? tokens.content : undefined,
        ]);
      }
      expect(environs.get('bff')!.get('SERVICE_TOKEN')).toBe(tokens.bff);
      expect(environs.get('bff')!.has('CALLER_TOKENS')).toBe(false);
      expect(environs.get('renderer')!.has('SERVICE_TOKEN')).toBe(false);
    });

    it('gives the BFF alone the key it signs the acting person with, and each service its public half', () => {
      const signing = environs.get('bff')!.get('STAFF_ASSERTION_KEY');
      expect(signing).toBe(stack.staffAssertionKey);
      const publicHalf = createPublicKey(
        createPrivateKey({ key: Buffer.from(signing!, 'base64'), format: 'der', type: 'pkcs8' }),
      )
        .export({ format: 'der', type: 'spki' })
        .toString('base64');
      for (const [child, environ] of environs) {
        const service = (SERVICE_NAMES as readonly string[]).includes(child);
        expect([child, environ.get('STAFF_ASSERTION_PUBLIC_KEY')]).toEqual([
          child,
          service ? publicHalf : undefined,
        ]);
        if (child !== 'bff')
          expect([child, environ.has('STAFF_ASSERTION_KEY')]).toEqual([child, false]);
      }
    });

    it('signs in the admin of the environment at identity', async () => {
      // Straight to identity: the BFF's 2 s budget per call does not cover a password hash on a
      // busy machine.
      const response = await fetch(`${stack.serviceUrls.identity}/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-service-token': stack.callerTokens.bff,
        },
        body: JSON.stringify({
          email: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
          address: '127.0.0.1',
        }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ user: { email: ADMIN_EMAIL } });
    });
  });
}
