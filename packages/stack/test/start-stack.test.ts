import { readFile } from 'node:fs/promises';
import { SERVICE_NAMES } from '../src/paths';
import { DEV_ADMIN } from '../src/service-env';
import { startStack, type RunningStack } from '../src/start-stack';
import {
  envWithoutMongoUri,
  eventually,
  hostAndPort,
  isPortOpen,
  isRunning,
  makeTempDir,
} from './helpers';

describe('startStack on the embedded database', () => {
  const temp = makeTempDir();
  const logLines: string[] = [];
  let stack: RunningStack | undefined;

  afterAll(async () => {
    await stack?.stop();
    temp.remove();
  });

  it('starts the database, the six services and the BFF, and the site is ready', async () => {
    stack = await startStack({
      dataDir: temp.dir,
      port: 0,
      seed: false,
      env: envWithoutMongoUri(),
      log: (line) => logLines.push(line),
    });
    expect(stack.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stack.databaseUri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/?$/);
    expect(stack.processes.map((child) => child.name)).toEqual([
      'embedded database',
      ...SERVICE_NAMES.map((name) => `${name} service`),
      'renderer',
      'BFF',
    ]);
    expect(stack.seeded).toBeNull();
    expect(stack.admin).toEqual({ ...DEV_ADMIN, isDevelopmentDefault: true });

    const response = await fetch(`${stack.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('renders the pages on the server through a renderer that holds no secrets', async () => {
    const running = stack!;
    const renderer = running.processes.find((child) => child.name === 'renderer')!;
    const environ = (await readFile(`/proc/${renderer.pid}/environ`, 'utf8')).split('\0');
    const names = environ.map((entry) => entry.slice(0, entry.indexOf('=')));
    for (const secret of ['SERVICE_TOKEN', 'JWT_SECRET', 'MONGODB_URI', 'ADMIN_PASSWORD']) {
      expect(names).not.toContain(secret);
    }
    expect(environ).toContain(`SITE_URL=${running.url}`);
    // Once the renderer has read the registry, pages arrive with their body.
    const deadline = Date.now() + 20000;
    let html = '';
    while (!html.includes('id="server-page-data"') && Date.now() < deadline) {
      html = await (
        await fetch(`${running.url}/contact`, { headers: { accept: 'text/html' } })
      ).text();
      if (!html.includes('id="server-page-data"')) await new Promise((r) => setTimeout(r, 200));
    }
    expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>Contact Us<\/h1>/);
  });

  it('gives every service its own port, the random token and a JSON listening line', async () => {
    const running = stack!;
    expect(running.serviceToken).toMatch(/^[0-9a-f]{64}$/);
    const ports = new Set<string>();
    for (const name of SERVICE_NAMES) {
      const url = running.serviceUrls[name];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      ports.add(url);
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
    }
    expect(ports.size).toBe(SERVICE_NAMES.length);
    // Anything but the health check needs the token.
    const listings = running.serviceUrls.listings;
    expect([401, 403]).toContain((await fetch(`${listings}/properties`)).status);
    const withToken = await fetch(`${listings}/properties`, {
      headers: { 'x-service-token': running.serviceToken },
    });
    expect(withToken.status).toBe(200);

    const entries = logLines.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
    const listening = entries.filter((entry) => entry.msg === 'listening');
    expect(listening.length).toBeGreaterThanOrEqual(SERVICE_NAMES.length + 1);
  });

  it('the identity service signs in the development admin', async () => {
    const running = stack!;
    const response = await fetch(`${running.serviceUrls.identity}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-token': running.serviceToken },
      body: JSON.stringify({ ...DEV_ADMIN, address: '127.0.0.1' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email: DEV_ADMIN.email } });
  });

  it('stops every process and closes every port', async () => {
    const running = stack!;
    const site = hostAndPort(running.url);
    const database = hostAndPort(running.databaseUri.replace(/^mongodb:/, 'http:'));
    expect(await isPortOpen(site.host, site.port)).toBe(true);
    expect(await isPortOpen(database.host, database.port)).toBe(true);

    await running.stop();

    for (const name of SERVICE_NAMES) {
      const service = hostAndPort(running.serviceUrls[name]);
      expect(await isPortOpen(service.host, service.port)).toBe(false);
    }
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
      seed: false,
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

describe('startStack when the renderer dies', () => {
  const temp = makeTempDir();
  afterAll(() => temp.remove());

  it('keeps the site up, its pages now rendered in the browser', async () => {
    const lines: string[] = [];
    const stack = await startStack({
      dataDir: temp.dir,
      port: 0,
      seed: false,
      env: envWithoutMongoUri(),
      log: (line) => lines.push(line),
    });
    try {
      const renderer = stack.processes.find((child) => child.name === 'renderer')!;
      process.kill(renderer.pid, 'SIGKILL');
      expect(
        await eventually(
          () => lines.some((line) => line.startsWith('The renderer exited (SIGKILL)')),
          10000,
        ),
      ).toBe(true);
      const settled = await Promise.race([
        stack.unexpectedExit.then(() => 'stopping'),
        new Promise((resolve) => setTimeout(() => resolve('still up'), 500)),
      ]);
      expect(settled).toBe('still up');
      const page = await fetch(`${stack.url}/contact`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
    } finally {
      await stack.stop();
    }
  });
});

describe('startStack without server rendering', () => {
  const temp = makeTempDir();
  afterAll(() => temp.remove());

  it('starts no renderer, and the pages are rendered in the browser', async () => {
    const stack = await startStack({
      dataDir: temp.dir,
      port: 0,
      seed: false,
      serverRendering: false,
      env: envWithoutMongoUri(),
      log: () => {},
    });
    try {
      expect(stack.processes.map((child) => child.name)).not.toContain('renderer');
      const html = await (
        await fetch(`${stack.url}/contact`, { headers: { accept: 'text/html' } })
      ).text();
      expect(html).toContain('<div id="root"></div>');
    } finally {
      await stack.stop();
    }
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
    ).rejects.toThrow(
      /service exited .*before reporting that it is listening[\s\S]*cannot connect/,
    );
    // The services give up after serverSelectionTimeoutMS (2 s), not after the 60 s start limit.
    expect(Date.now() - started).toBeLessThan(15000);
  });
});
