import { spawn } from 'node:child_process';
import path from 'node:path';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import {
  baseEnvSchema,
  ConfigError,
  newStaffKeyPair,
  readEnv,
  schemasOf,
} from '@reedmere/service-kit';
import { DEVELOPMENT_SECOND_FACTOR_KEY, identityConfig, IDENTITY_SETTINGS } from '../src/config';

const SERVER = path.join(__dirname, '..', 'dist', 'entry-points', 'server.js');
const COMPLETE = {
  CALLER_TOKENS: 'bff:a-production-token-0123',
  SECOND_FACTOR_KEY: 'a-production-second-factor-key-0123456789',
  STAFF_ASSERTION_PUBLIC_KEY: newStaffKeyPair().publicKey,
};

interface Started {
  code: number | null;
  output: string;
}

/**
 * Starts the built service as the container does (`npm test` builds it first) and resolves once
 * it has exited or logged that it listens (then it is stopped).
 */
function start(env: Record<string, string>): Promise<Started> {
  const clean: NodeJS.ProcessEnv = { PATH: process.env.PATH, ...env };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER], { env: clean, stdio: 'pipe' });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"msg":"listening"')) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * The configuration step of a start, in this process, as the service runs it: the problems it
 * stops for (none when it would go on). A spawned refusal of each kind checks the process stops.
 */
function configProblems(env: Record<string, string>): string {
  try {
    identityConfig(readEnv({ ...baseEnvSchema, ...schemasOf(IDENTITY_SETTINGS) }, env));
    return '';
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
}

describe('starting in production', () => {
  let db: EmbeddedMongo;
  let production: Record<string, string>;

  beforeAll(async () => {
    db = await startEmbeddedMongo({ inMemory: true, log: () => {} });
    production = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      MONGODB_URI: `${db.uri}identity-production-test`,
    };
  });
  afterAll(() => db.stop());

  it('refuses to start without CALLER_TOKENS, naming it', async () => {
    const { code, output } = await start(production);
    expect(code).toBe(1);
    expect(output).toContain('invalid configuration');
    expect(output).toContain('CALLER_TOKENS is required in production');
    expect(output).not.toContain('"msg":"listening"');
    expect(configProblems({ ...production, CALLER_TOKENS: '' })).toContain(
      'CALLER_TOKENS is required in production',
    );
  });

  it('starts with a complete production configuration', async () => {
    const { output } = await start({ ...production, ...COMPLETE });
    expect(output).toContain('"msg":"listening"');
    expect(output).not.toContain('invalid configuration');
  });

  it('waits for a database that answers only after a few seconds, then starts', async () => {
    const late = await startEmbeddedMongo({ inMemory: true, log: () => {} });
    const { port } = new URL(late.uri);
    await late.stop();
    const starting = start({ ...production, ...COMPLETE, MONGODB_URI: `${late.uri}late-database` });
    // Past an operation's two seconds: the service's first try has given up by then.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const database = await startEmbeddedMongo({
      inMemory: true,
      port: Number(port),
      log: () => {},
    });
    try {
      const { output } = await starting;
      expect(output).toContain('"msg":"listening"');
      expect(output).not.toContain('cannot connect to the database');
    } finally {
      await database.stop();
    }
  }, 60_000);

  it('refuses to start without a SECOND_FACTOR_KEY of its own, naming it', async () => {
    const { CALLER_TOKENS, STAFF_ASSERTION_PUBLIC_KEY } = COMPLETE;
    const { code, output } = await start({
      ...production,
      CALLER_TOKENS,
      STAFF_ASSERTION_PUBLIC_KEY,
    });
    expect(code).toBe(1);
    expect(output).toContain('SECOND_FACTOR_KEY is required in production');
    expect(
      configProblems({
        ...production,
        CALLER_TOKENS,
        STAFF_ASSERTION_PUBLIC_KEY,
        SECOND_FACTOR_KEY: DEVELOPMENT_SECOND_FACTOR_KEY,
      }),
    ).toContain('SECOND_FACTOR_KEY is required in production');
    expect(
      configProblems({ ...production, ...COMPLETE, SECOND_FACTOR_KEY: 'too-short' }),
    ).toContain('SECOND_FACTOR_KEY must be at least 32 characters');
  });

  it('refuses to start with a commonly used ADMIN_PASSWORD, with a clear message', () => {
    const problems = configProblems({
      ...production,
      ...COMPLETE,
      ADMIN_EMAIL: 'owner@reedmere.test',
      ADMIN_PASSWORD: 'qwertyuiop123',
    });
    expect(problems).toContain(
      'ADMIN_PASSWORD is one of the most common passwords; choose a less predictable one',
    );
  });
});
