import { readFile } from 'node:fs/promises';
import { SERVICE_NAMES } from '../src/paths';
import { CALLERS, DEV_ADMIN, SERVICE_CALLERS, SERVICE_DEPENDENCIES } from '../src/service-env';
import {
  DEFAULT_START_TIMEOUT_MS,
  startStack,
  type RunningStack,
  type StackOptions,
} from '../src/start-stack';
import { DEFAULT_BACKOFF } from '../src/supervisor';
import { WARM_PATHS } from '../src/warm-pages';
import {
  envWithoutMongoUri,
  eventually,
  hostAndPort,
  isPortOpen,
  isRunning,
  makeTempDir,
} from './helpers';
import { describeChildEnvironments, LAUNCHER_SECRETS } from './child-environment-checks';
import { ACTING_STAFF_HEADER, readStaffKey, signActingStaff } from '@reedmere/service-kit';
import { metricSum, parseMetrics } from '@reedmere/service-kit/testing';

/** An unseeded stack on the embedded database in `dataDir`, on free ports; `options` add to it. */
function startLocalStack(dataDir: string, options: StackOptions): Promise<RunningStack> {
  return startStack({ dataDir, port: 0, seed: false, env: envWithoutMongoUri(), ...options });
}

// The stack with secrets and an admin of the launcher's own environment: what each child gets of
// them is checked on it. The development admin is checked on the stack without server rendering.
describe('startStack on the embedded database', () => {
  const temp = makeTempDir();
  const logLines: string[] = [];
  let stack: RunningStack | undefined;

  afterAll(async () => {
    await stack?.stop();
    temp.remove();
  });

  it('starts the database, the six services and the BFF, and the site is ready', async () => {
    stack = await startLocalStack(temp.dir, {
      env: { ...envWithoutMongoUri(), ...LAUNCHER_SECRETS },
      log: (line) => logLines.push(line),
    });
    expect(stack.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stack.databaseUri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/?$/);
    // A service that calls another starts once that one answers (content after listings).
    const independent = SERVICE_NAMES.filter((name) => !SERVICE_DEPENDENCIES[name]);
    const dependent = SERVICE_NAMES.filter((name) => SERVICE_DEPENDENCIES[name]);
    expect(stack.processes.map((child) => child.name)).toEqual([
      'embedded database',
      ...[...independent, ...dependent].map((name) => `${name} service`),
      'renderer',
      'BFF',
    ]);
    expect(stack.seeded).toBeNull();
    expect(stack.admin).toEqual({
      email: LAUNCHER_SECRETS.ADMIN_EMAIL,
      password: LAUNCHER_SECRETS.ADMIN_PASSWORD,
      isDevelopmentDefault: false,
    });

    const response = await fetch(`${stack.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
    // Started means ready: every service up and the renderer holding the remotes, so the first
    // pages come with their content.
    const ready = await fetch(`${stack.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', renderer: 'up' });
  });

  describeChildEnvironments(() => stack!);

  it('has rendered the home page and a page of each public remote before it counts as started', async () => {
    for (const path of WARM_PATHS) {
      const html = await (
        await fetch(`${stack!.url}${path}`, { headers: { accept: 'text/html' } })
      ).text();
      expect({ path, rendered: html.includes('id="server-page-data"') }).toEqual({
        path,
        rendered: true,
      });
    }
  });

  it('tells the content service where the listings service is (property alerts)', async () => {
    const running = stack!;
    const content = running.processes.find((child) => child.name === 'content service')!;
    const environ = (await readFile(`/proc/${content.pid}/environ`, 'utf8')).split('\0');
    expect(environ).toContain(`LISTINGS_URL=${running.serviceUrls.listings}`);
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

  it('gives every service its own port, the random tokens and a JSON listening line', async () => {
    const running = stack!;
    for (const caller of CALLERS) expect(running.callerTokens[caller]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Object.values(running.callerTokens)).size).toBe(CALLERS.length);
    expect(running.serviceToken).toBe(running.callerTokens.seed);
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

  it('serves the metrics of the BFF and the renderer on ports of their own, and each service’s on its port', async () => {
    const running = stack!;
    const scrape = async (url: string) => {
      const response = await fetch(`${url}/metrics`);
      expect([url, response.status]).toEqual([url, 200]);
      return response.text();
    };
    const { bff, renderer } = running.metricsUrls;
    expect([bff, renderer]).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    ]);
    // The start waited for the site's readiness, which asks the renderer's.
    const ready = { method: 'GET', status: '200' };
    expect(
      metricSum(await scrape(bff), 'http_requests_total', {
        service: 'bff',
        route: '/api/ready',
        ...ready,
      }),
    ).toBeGreaterThan(0);
    expect(
      metricSum(await scrape(renderer!), 'http_requests_total', {
        service: 'renderer',
        route: '/ready',
        ...ready,
      }),
    ).toBeGreaterThan(0);
    for (const name of SERVICE_NAMES) {
      // Each process's own metrics, named by the service.
      const samples = parseMetrics(await scrape(running.serviceUrls[name]));
      const cpu = samples.filter((sample) => sample.name === 'process_cpu_user_seconds_total');
      expect([name, cpu.map((sample) => sample.labels)]).toEqual([name, [{ service: name }]]);
    }
    // Never on the sites: they are public.
    expect((await fetch(`${running.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${running.adminUrl}/metrics`)).status).toBe(404);
  });

  it('answers each caller only at the services it calls, and the site still works', async () => {
    const running = stack!;
    const status = async (url: string, token: string) =>
      (await fetch(url, { headers: { 'x-service-token': token } })).status;
    const { bff, content, seed } = running.callerTokens;
    // Content's token opens the listings (property alerts), not the accounts at identity.
    const identity = `${running.serviceUrls.identity}/file-references`;
    expect(await status(identity, content)).toBe(403);
    expect(await status(identity, seed)).toBe(403);
    expect(await status(identity, bff)).toBe(200);
    expect(await status(`${running.serviceUrls.listings}/properties`, content)).toBe(200);
    // Past the token check a route the service does not have is a 404; before it, a 403.
    for (const name of SERVICE_NAMES) {
      for (const caller of CALLERS) {
        const expected = SERVICE_CALLERS[name].includes(caller) ? 404 : 403;
        const url = `${running.serviceUrls[name]}/no-such-route`;
        expect([name, caller, await status(url, running.callerTokens[caller])]).toEqual([
          name,
          caller,
          expected,
        ]);
      }
    }
    // The BFF presents its own token: a public read through it is answered.
    const list = await fetch(`${running.url}/api/properties`);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([]);
  });

  describe('when a process dies', () => {
    const child = (name: string) => stack!.processes.find((process) => process.name === name)!;
    const status = async (path: string) => (await fetch(`${stack!.url}${path}`)).status;
    // A restarted process has as long to come up as a first start, after the first wait; the
    // checks wait that long, so a busy machine slows them down but does not fail them.
    const RESTART_LIMIT_MS = DEFAULT_BACKOFF.initialMs + DEFAULT_START_TIMEOUT_MS;
    /** Jest's limit for a test that waits up to `waits` times that long. */
    const limitFor = (waits: number) => waits * (RESTART_LIMIT_MS + 5000) + 10_000;
    /** The launcher's word on restart `count` of `name`: back, or why not. */
    const restartOutcome = async (name: string, count: number) => {
      const outcome = (line: string) =>
        line === `The ${name} is running again (restart ${count}).` ||
        line.startsWith(`The ${name} did not start`) ||
        line.startsWith(`The ${name} could not be started`);
      await eventually(() => logLines.some(outcome), RESTART_LIMIT_MS + 5000);
      return logLines.find(outcome);
    };
    const restarted = (name: string, count: number) =>
      expect(restartOutcome(name, count)).resolves.toBe(
        `The ${name} is running again (restart ${count}).`,
      );

    it('starts a killed service again; the rest of the site answers meanwhile', async () => {
      const listings = child('listings service');
      const before = listings.pid;
      process.kill(before, 'SIGKILL');
      expect(await status('/api/news')).toBe(200);
      await restarted('listings service', 1);
      expect(logLines).toContain(
        'The listings service exited (SIGKILL); starting it again in 0.5 s.',
      );
      expect(listings.pid).not.toBe(before);
      expect(await status('/api/properties')).toBe(200);
      expect(await status('/api/ready')).toBe(200);
    });

    it('starts a killed BFF again on the same address', async () => {
      process.kill(child('BFF').pid, 'SIGKILL');
      await restarted('BFF', 1);
      expect(await status('/api/health')).toBe(200);
    });

    it(
      'starts a killed renderer again, and pages are rendered on the server once more',
      async () => {
        process.kill(child('renderer').pid, 'SIGKILL');
        // Meanwhile the BFF serves the pages the browser renders.
        const page = await fetch(`${stack!.url}/contact`, { headers: { accept: 'text/html' } });
        expect(page.status).toBe(200);
        await restarted('renderer', 1);
        expect(
          await eventually(async () => {
            const html = await (
              await fetch(`${stack!.url}/contact`, { headers: { accept: 'text/html' } })
            ).text();
            return html.includes('id="server-page-data"');
          }, RESTART_LIMIT_MS),
        ).toBe(true);
      },
      limitFor(2),
    );

    it(
      'starts a killed database again; the services reconnect by themselves, nothing is lost',
      async () => {
        const content = stack!.serviceUrls.content;
        const headers = {
          'content-type': 'application/json',
          'x-service-token': stack!.serviceToken,
        };
        const enquiry = {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: '01632 960999',
          serviceType: 'Residential Sales',
          message: 'I would like to arrange a viewing.',
        };
        const sent = await fetch(`${content}/enquiries`, {
          method: 'POST',
          headers,
          body: JSON.stringify(enquiry),
        });
        expect(sent.status).toBe(201);
        const { id } = (await sent.json()) as { id: string };

        process.kill(child('embedded database').pid, 'SIGKILL');
        await restarted('embedded database', 1);
        // No service was restarted: each one's driver finds the database again.
        expect(
          await eventually(async () => {
            // The enquiries are read as the owner, with the BFF's key of the run.
            const owner = { id: 'test-owner', role: 'owner' as const, divisions: [] };
            const call = { service: 'content', method: 'GET', path: '/enquiries' };
            const key = readStaffKey(stack!.staffAssertionKey, 'private', 'STAFF_ASSERTION_KEY');
            const answer = await fetch(`${content}/enquiries`, {
              headers: { ...headers, [ACTING_STAFF_HEADER]: signActingStaff(owner, call, key) },
            });
            if (answer.status !== 200) return false;
            const stored = (await answer.json()) as Array<{ id: string }>;
            return stored.some((entry) => entry.id === id);
          }, RESTART_LIMIT_MS),
        ).toBe(true);
        expect(
          await eventually(async () => (await status('/api/ready')) === 200, RESTART_LIMIT_MS),
        ).toBe(true);
        expect(await status('/api/properties')).toBe(200);
        for (const name of SERVICE_NAMES) {
          expect({ name, restarts: child(`${name} service`).restarts }).toEqual({
            name,
            restarts: name === 'listings' ? 1 : 0,
          });
        }
      },
      limitFor(3),
    );
  });

  it('stops every process, restarted ones included, and closes every port', async () => {
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

// No ADMIN_EMAIL or ADMIN_PASSWORD in its environment: the development admin.
describe('startStack without server rendering', () => {
  const temp = makeTempDir();
  let stack: RunningStack | undefined;

  beforeAll(async () => {
    stack = await startLocalStack(temp.dir, { serverRendering: false, log: () => {} });
  });
  afterAll(async () => {
    await stack?.stop();
    temp.remove();
  });

  it('starts no renderer, and the pages are rendered in the browser', async () => {
    expect(stack!.processes.map((child) => child.name)).not.toContain('renderer');
    const html = await (
      await fetch(`${stack!.url}/contact`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('<div id="root"></div>');
  });

  it('the identity service signs in the development admin', async () => {
    const running = stack!;
    expect(running.admin).toEqual({ ...DEV_ADMIN, isDevelopmentDefault: true });
    const response = await fetch(`${running.serviceUrls.identity}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-service-token': running.callerTokens.bff,
      },
      body: JSON.stringify({ ...DEV_ADMIN, address: '127.0.0.1' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email: DEV_ADMIN.email } });
  });
});

describe('startStack with an unreachable MONGODB_URI', () => {
  it('fails with a clear error and leaves nothing running', async () => {
    const logLines: string[] = [];
    const started = Date.now();
    await expect(
      startStack({
        port: 0,
        // Two tries of 2 s each for the services, instead of their default five.
        env: {
          ...process.env,
          MONGODB_URI: 'mongodb://127.0.0.1:9/',
          DATABASE_START_WAIT_MS: '4000',
        },
        log: (line) => logLines.push(line),
      }),
    ).rejects.toThrow(
      /service exited .*before reporting that it is listening[\s\S]*cannot connect/,
    );
    // The services give up after their wait for the database (DATABASE_START_WAIT_MS), not
    // after the 60 s start limit (the seconds beyond it are for a busy machine).
    expect(Date.now() - started).toBeLessThan(30000);
  }, 60_000);
});
