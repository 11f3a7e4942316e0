import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { STACK_CLI } from '../src/paths';
import { DEFAULT_START_TIMEOUT_MS } from '../src/start-stack';
import { envWithoutMongoUri, eventually, hostAndPort, isPortOpen, makeTempDir } from './helpers';

interface CliRun {
  child: ChildProcess;
  site: string;
  /** `http://127.0.0.1:<port>/admin` */
  adminSite: string;
  database: string;
  admin: string;
  exited: Promise<number | null>;
}

/**
 * The CLI ends every start by itself, with its URLs or with the reason it stopped: each process
 * it starts has the launcher's limit to come up, one after another, so a whole start on a busy
 * machine can take well over one limit (more than 90 s has been seen). The test waits for the
 * CLI's own outcome for four limits, and a start that hangs past them still fails with its output.
 */
const CLI_START_WAIT_MS = 4 * DEFAULT_START_TIMEOUT_MS;
// A test that starts the CLI: its start, then what the test does with it.
jest.setTimeout(CLI_START_WAIT_MS + 60_000);

// Runs the built CLI exactly as `npm start` does (the test script builds it first).
async function startCli(dataDir: string): Promise<CliRun> {
  const child = spawn(
    process.execPath,
    [STACK_CLI, '--port', '0', '--data-dir', dataDir, '--no-seed'],
    { env: envWithoutMongoUri(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const lines: Record<string, string> = {};
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`CLI did not start:\n${stderr}`)),
      CLI_START_WAIT_MS,
    );
    void exited.then((code) => reject(new Error(`CLI exited with ${code}:\n${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^(Site|Admin site|Database|Admin): (.+)$/.exec(line);
      if (match) lines[match[1]!] = match[2]!;
      if (lines.Site && lines['Admin site'] && lines.Database && lines.Admin) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  // A start that failed leaves nothing behind to hold the data folder for the next test.
  await started.catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    child,
    site: lines.Site!,
    adminSite: lines['Admin site']!,
    database: lines.Database!,
    admin: lines.Admin!,
    exited,
  };
}

function portsOf(run: CliRun) {
  return [
    hostAndPort(run.site),
    hostAndPort(run.adminSite),
    hostAndPort(run.database.replace(/^mongodb:/, 'http:')),
  ];
}

async function allClosed(run: CliRun): Promise<boolean> {
  for (const { host, port } of portsOf(run)) if (await isPortOpen(host, port)) return false;
  return true;
}

describe('the stack CLI', () => {
  const temp = makeTempDir();
  afterAll(() => temp.remove());

  it('prints the site, admin site and database URLs, serves both sites, and stops everything on SIGTERM', async () => {
    const run = await startCli(temp.dir);
    try {
      expect(run.site).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(run.adminSite).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin$/);
      expect(run.adminSite).not.toContain(run.site);
      // Signing in answers on the admin site only.
      expect((await fetch(run.adminSite.replace(/\/admin$/, '/api/login'))).status).toBe(200);
      expect((await fetch(`${run.site}/api/login`)).status).toBe(404);
      expect(run.database).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/?$/);
      expect(run.admin).toBe('admin@reedmere.example / reedmere-dev-admin (development only)');
      const response = await fetch(`${run.site}/api/health`);
      expect(response.status).toBe(200);

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(await allClosed(run)).toBe(true);
    } finally {
      run.child.kill('SIGKILL');
    }
  });

  it('leaves nothing running when it is killed outright', async () => {
    const run = await startCli(temp.dir);
    try {
      // SIGKILL gives the CLI no chance to clean up: its children notice the lost parent.
      run.child.kill('SIGKILL');
      await run.exited;
      expect(await eventually(() => allClosed(run), 15000)).toBe(true);
    } finally {
      run.child.kill('SIGKILL');
    }
  });

  // No --port: seeding takes a free port, so it runs beside a site already on 8080.
  it('--seed-only adds the demo content to an empty database once, then stops', async () => {
    const seedDir = makeTempDir();
    const runSeed = async (): Promise<{ code: number | null; stdout: string; log: string }> => {
      const child = spawn(process.execPath, [STACK_CLI, '--seed-only', '--data-dir', seedDir.dir], {
        env: envWithoutMongoUri(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let log = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        log += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      return { code, stdout, log };
    };
    // Seeding needs the database and the services, not the site: no BFF, no renderer.
    const siteProcessLine = /^\S+\s+(bff|renderer)\b/m;
    try {
      const first = await runSeed();
      expect(first).toEqual({
        code: 0,
        stdout: expect.stringMatching(/^Demo content added in \d+\.\d s\.\n$/),
        log: expect.stringMatching(/^\S+\s+listings\s+listening/m),
      });
      expect(first.log).not.toMatch(siteProcessLine);
      const second = await runSeed();
      expect(second).toEqual({
        code: 0,
        stdout: 'The database already has content; nothing added.\n',
        log: expect.stringMatching(/^\S+\s+listings\s+listening/m),
      });
      expect(second.log).not.toMatch(siteProcessLine);
    } finally {
      seedDir.remove();
    }
  }, 240_000);

  it('rejects an invalid port with a usage message', async () => {
    const child = spawn(process.execPath, [STACK_CLI, '--port', 'eighty'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('--port must be a whole number');
    expect(stderr).toContain('Usage:');
  });
});
