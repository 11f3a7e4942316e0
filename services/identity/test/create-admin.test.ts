import { spawn } from 'node:child_process';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { runCreateAdmin } from '../src/entry-points/create-admin-command';
import { startTestService, ADDRESS, type TestService } from './support/test-service';

const COMMAND = path.join(__dirname, '..', 'dist', 'entry-points', 'create-admin.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface RunOptions {
  env?: Record<string, string | undefined>;
  stdin?: string;
}

/** This process's environment with `extra` over it; an undefined value removes the variable. */
function commandEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return env;
}

/** Runs the built command as an operator would (`npm test` builds it first). */
function spawnCreateAdmin(args: string[], options: RunOptions = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [COMMAND, ...args], {
      env: commandEnv(options.env),
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

/** A stream that hands what is written to it to `append`. */
const capture = (append: (text: string) => void) =>
  new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      append(String(chunk));
      done();
    },
  });

/**
 * The command's own code in this process, with piped (not terminal) standard input: the cases
 * of its logic. The spawned cases check what the process adds (exit code, streams).
 */
async function createAdmin(args: string[], options: RunOptions = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCreateAdmin(args, {
    env: commandEnv(options.env),
    stdin: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    stdout: capture((text) => (stdout += text)),
    stderr: capture((text) => (stderr += text)),
  });
  return { code, stdout, stderr };
}

describe('create-admin command', () => {
  let service: TestService;
  let env: Record<string, string | undefined>;
  let unreachable: Promise<Run & { ms: number }>;

  beforeAll(async () => {
    // Started first: the driver's two seconds of server selection pass while the database
    // starts and the other cases run.
    const started = Date.now();
    unreachable = spawnCreateAdmin(['--email', 'a@reedmere.test'], {
      env: { ADMIN_PASSWORD: 'long enough secret', MONGODB_URI: 'mongodb://127.0.0.1:1/' },
    }).then((run) => ({ ...run, ms: Date.now() - started }));
    // Its own case awaits it; a failure to spawn is reported there, not as an unhandled one.
    unreachable.catch(() => {});
    service = await startTestService();
    env = { MONGODB_URI: service.uri, ADMIN_PASSWORD: undefined };
  });
  afterAll(() => service.stop());

  const accountsWithEmail = (email: string) =>
    service.connection.collection('admin_users').countDocuments({ email });

  const login = (email: string, password: string) =>
    service.http().post('/login').send({ email, password, address: ADDRESS });

  it('creates an admin with the password from ADMIN_PASSWORD', async () => {
    const run = await spawnCreateAdmin(['--email', 'Chief@Reedmere.test', '--name', 'Chief'], {
      env: { ...env, ADMIN_PASSWORD: 'command line secret' },
    });
    expect(run).toEqual({
      code: 0,
      stdout: 'Admin account created: chief@reedmere.test (Chief).\n',
      stderr: '',
    });
    const response = await login('chief@reedmere.test', 'command line secret').expect(200);
    expect(response.body.user).toMatchObject({ email: 'chief@reedmere.test', name: 'Chief' });
  });

  it('reads the password from standard input when it is not a terminal', async () => {
    const run = await spawnCreateAdmin(['--email', 'piped@reedmere.test'], {
      env,
      stdin: 'piped in secret\n',
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Admin account created: piped@reedmere.test (Administrator).\n');
    await login('piped@reedmere.test', 'piped in secret').expect(200);
  });

  it('does not touch an existing account without --reset-password', async () => {
    const run = await spawnCreateAdmin(['--email', 'chief@reedmere.test'], {
      env: { ...env, ADMIN_PASSWORD: 'an attempted change' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/already exists; its password was not changed.*--reset-password/);
    await login('chief@reedmere.test', 'command line secret').expect(200);
    await login('chief@reedmere.test', 'an attempted change').expect(401);
  });

  it('with --reset-password sets the new password and ends the account’s sessions', async () => {
    const { body } = await login('chief@reedmere.test', 'command line secret').expect(200);
    const run = await createAdmin(['--email', 'chief@reedmere.test', '--reset-password'], {
      env: { ...env, ADMIN_PASSWORD: 'the new long secret' },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Password changed for chief@reedmere.test; \d+ session\(s\) signed out/,
    );
    await service.http().get('/sessions/current').set('x-session-id', body.sessionId).expect(404);
    await login('chief@reedmere.test', 'command line secret').expect(401);
    await login('chief@reedmere.test', 'the new long secret').expect(200);
  });

  it('refuses --reset-password for an account that does not exist', async () => {
    const run = await createAdmin(['--email', 'typo@reedmere.test', '--reset-password'], {
      env: { ...env, ADMIN_PASSWORD: 'the new long secret' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No admin account has the email typo@reedmere.test');
    expect(await accountsWithEmail('typo@reedmere.test')).toBe(0);
  });

  const BAD_INPUT: [string[], Record<string, string | undefined>, RegExp][] = [
    [['--name', 'X'], { ADMIN_PASSWORD: 'long enough secret' }, /--email is required/],
    [['--email', 'nope'], { ADMIN_PASSWORD: 'long enough secret' }, /valid email address/],
    [['--email', 'a@reedmere.test'], { ADMIN_PASSWORD: 'short' }, /at least 12 characters/],
    [
      ['--email', 'a@reedmere.test'],
      { ADMIN_PASSWORD: '1q2w3e4r5t6y' },
      /^Password is one of the most common passwords; choose a less predictable one$/m,
    ],
    [
      ['--email', 'a@reedmere.test'],
      { ADMIN_PASSWORD: 'a@reedmere.test!!' },
      /^Password must not contain the email address$/m,
    ],
    [
      ['--email', 'a@reedmere.test'],
      { ADMIN_PASSWORD: 'Reedmere Estates 1' },
      /^Password must not contain the agency's name \(Reedmere Estates\)$/m,
    ],
    [
      ['--email', 'chief@reedmere.test', '--reset-password'],
      { ADMIN_PASSWORD: 'QWERTYUIOP123' },
      /most common passwords/,
    ],
    [['--email', 'a@reedmere.test'], {}, /Password is required/],
    [['--email', 'a@reedmere.test', '--admin'], {}, /Unknown option '--admin'[\s\S]*Usage:/],
    [
      ['--email', 'a@reedmere.test'],
      { ADMIN_PASSWORD: 'long enough secret', MONGODB_URI: undefined },
      /MONGODB_URI is required/,
    ],
  ];

  it.each(BAD_INPUT)(
    'exits 2 with a clear message for bad input: %j with %j',
    async (args, extra, message) => {
      const run = await createAdmin(args, { env: { ...env, ...extra } });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(await accountsWithEmail('a@reedmere.test')).toBe(0);
    },
  );

  it('with --reset-second-factor turns the factor off and ends the account’s sessions', async () => {
    const users = service.connection.collection('admin_users');
    await users.updateOne(
      { email: 'piped@reedmere.test' },
      {
        $set: {
          secondFactor: { secret: 'v1.x.y.z', enabledAt: new Date(), lastUsedStep: 1 },
          recoveryCodes: ['a'.repeat(64)],
        },
      },
    );
    const run = await createAdmin(['--email', 'piped@reedmere.test', '--reset-second-factor'], {
      env,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Second factor turned off for piped@reedmere.test; \d+ session/);
    const stored = await users.findOne({ email: 'piped@reedmere.test' });
    expect(stored?.secondFactor).toBeUndefined();
    expect(stored?.recoveryCodes).toEqual([]);
    await login('piped@reedmere.test', 'piped in secret').expect(200);
  });

  it('prints its usage with --help', async () => {
    const run = await createAdmin(['--help'], { env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--reset-password');
  });

  it('exits 1 when the database cannot be reached', async () => {
    const run = await unreachable;
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Cannot connect to the database/);
    // The driver's 2 s server selection, not a hang: slack for a busy machine starting Node.
    expect(run.ms).toBeLessThan(15_000);
  });
});
