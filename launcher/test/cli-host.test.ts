import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STACK_CLI } from '../src/paths';
import { envWithoutMongoUri, makeTempDir, OWN_SECRETS } from './helpers';

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The script of every Node process that started: the CLI's, then any child's. */
  started: string[];
}

describe('the stack CLI on a host other machines can reach', () => {
  const temp = makeTempDir();
  const recorder = path.join(temp.dir, 'record-start.cjs');
  const startLog = path.join(temp.dir, 'started.log');
  // Preloaded into the CLI and, through NODE_OPTIONS, into every process it starts.
  writeFileSync(
    recorder,
    `require('node:fs').appendFileSync(${JSON.stringify(startLog)}, process.argv[1] + '\\n');\n`,
  );
  afterAll(() => temp.remove());

  const runCli = (dataDir: string, env: NodeJS.ProcessEnv): Promise<CliResult> => {
    writeFileSync(startLog, '');
    const child = spawn(
      process.execPath,
      [STACK_CLI, '--host', '0.0.0.0', '--port', '0', '--data-dir', dataDir, '--no-seed'],
      {
        env: { ...env, NODE_OPTIONS: `--require ${recorder}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve) =>
      child.once('close', (code) => {
        const started = readFileSync(startLog, 'utf8').split('\n').filter(Boolean);
        resolve({ code, stdout, stderr, started });
      }),
    );
  };

  const environment = (settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
    const env = envWithoutMongoUri();
    for (const name of ['JWT_SECRET', 'SECOND_FACTOR_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) {
      delete env[name];
    }
    return { ...env, ...settings };
  };

  it('refuses to start with the development secrets, naming what to set, and starts nothing', async () => {
    const dataDir = path.join(temp.dir, 'refused');
    const result = await runCli(dataDir, environment({}));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'Could not start the site: refusing to listen on 0.0.0.0, which other machines may reach, with public development secrets:',
    );
    expect(result.stderr).toContain('  - JWT_SECRET is not set');
    expect(result.stderr).toContain('  - SECOND_FACTOR_KEY is not set');
    expect(result.stderr).toContain('  - ADMIN_EMAIL and ADMIN_PASSWORD are not set');
    expect(result.stderr).toMatch(
      /\nSet JWT_SECRET \(.*\), SECOND_FACTOR_KEY \(.*\), ADMIN_EMAIL and ADMIN_PASSWORD \(/,
    );
    // Only the CLI itself ran; not even the data folder was made.
    expect(result.started).toEqual([STACK_CLI]);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('gets past the check with secrets of its own, and starts the services', async () => {
    const dataDir = path.join(temp.dir, 'allowed');
    // A database nobody answers on: the services start, then stop the run without a site
    // after two tries of 2 s each.
    const result = await runCli(
      dataDir,
      environment({
        ...OWN_SECRETS,
        MONGODB_URI: 'mongodb://127.0.0.1:9/',
        DATABASE_START_WAIT_MS: '4000',
      }),
    );
    expect(result.stderr).not.toContain('refusing');
    expect(result.stderr).toContain('Could not start the site:');
    expect(result.stderr).toContain('cannot connect');
    expect(result.code).toBe(1);
    expect(result.started[0]).toBe(STACK_CLI);
    expect(result.started).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/services\/\w+\/dist\/entry-points\/server\.js$/),
      ]),
    );
    expect(existsSync(dataDir)).toBe(true);
  }, 60_000);
});
