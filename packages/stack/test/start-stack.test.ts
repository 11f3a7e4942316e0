import { startStack, type RunningStack } from '../src/start-stack';
import { envWithoutMongoUri, hostAndPort, isPortOpen, isRunning, makeTempDir } from './helpers';

describe('startStack on the embedded database', () => {
  const temp = makeTempDir();
  const logLines: string[] = [];
  let stack: RunningStack | undefined;

  afterAll(async () => {
    await stack?.stop();
    temp.remove();
  });

  it('starts the database and the BFF, and the health check answers 200', async () => {
    stack = await startStack({
      dataDir: temp.dir,
      port: 0,
      seed: false,
      env: envWithoutMongoUri(),
      log: (line) => logLines.push(line),
    });
    expect(stack.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stack.databaseUri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/?$/);
    expect(stack.processes.map((child) => child.name)).toEqual(['embedded database', 'BFF']);

    const response = await fetch(`${stack.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('passes the seed flag down and logs requests as JSON lines', () => {
    const listening = logLines
      .map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          return undefined;
        }
      })
      .filter((entry) => entry?.service === 'bff');
    expect(listening).toContainEqual(
      expect.objectContaining({ msg: 'listening', seedDemoContent: false }),
    );
    expect(listening).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/api/health', status: 200 }),
    );
  });

  it('stops every process and closes both ports', async () => {
    const running = stack!;
    const site = hostAndPort(running.url);
    const database = hostAndPort(running.databaseUri.replace(/^mongodb:/, 'http:'));
    expect(await isPortOpen(site.host, site.port)).toBe(true);
    expect(await isPortOpen(database.host, database.port)).toBe(true);

    await running.stop();

    expect(await isPortOpen(site.host, site.port)).toBe(false);
    expect(await isPortOpen(database.host, database.port)).toBe(false);
    for (const child of running.processes) expect(isRunning(child.pid)).toBe(false);
    // A second stop is harmless.
    await running.stop();
  });
});

describe('startStack when a child dies on its own', () => {
  const temp = makeTempDir();
  afterAll(() => temp.remove());

  it('reports which one, and stop() still stops the rest', async () => {
    const stack = await startStack({
      dataDir: temp.dir,
      port: 0,
      env: envWithoutMongoUri(),
      log: () => {},
    });
    try {
      const bff = stack.processes.find((child) => child.name === 'BFF')!;
      process.kill(bff.pid, 'SIGKILL');
      await expect(stack.unexpectedExit).resolves.toEqual({
        name: 'BFF',
        code: null,
        signal: 'SIGKILL',
      });
    } finally {
      await stack.stop();
    }
    for (const child of stack.processes) expect(isRunning(child.pid)).toBe(false);
  });
});

describe('startStack with an unreachable MONGODB_URI', () => {
  it('fails with a clear error and leaves nothing running', async () => {
    const logLines: string[] = [];
    const started = Date.now();
    await expect(
      startStack({
        port: 0,
        env: { ...process.env, MONGODB_URI: 'mongodb://127.0.0.1:9/' },
        log: (line) => logLines.push(line),
      }),
    ).rejects.toThrow(/BFF exited .*before reporting that it is listening[\s\S]*cannot connect/);
    // The BFF gives up after serverSelectionTimeoutMS (2 s), not after the 60 s start limit.
    expect(Date.now() - started).toBeLessThan(15000);
  });
});
