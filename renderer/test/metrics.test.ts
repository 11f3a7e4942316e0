import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { metricSum, parseMetrics } from '@reedmere/service-kit/testing';

/**
 * The built renderer's metrics, on METRICS_PORT: answered by the one process, or by the primary
 * for every worker. Its site is never reached here (nothing listens on port 9), so no remote is
 * loaded: only the process's own routes are asked.
 */

const RENDERER = path.resolve(__dirname, '..', 'dist', 'server.js');
const UNREACHABLE_SITE = 'http://127.0.0.1:9';

interface Renderer {
  child: ChildProcess;
  url: string;
  metricsUrl: string;
  lines: Record<string, unknown>[];
  stop(): Promise<void>;
}

/** `node renderer/dist/server.js` with a metrics port; resolves once every listener is bound. */
function startRenderer(workers: number): Promise<Renderer> {
  const child = spawn(process.execPath, [RENDERER], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      SITE_URL: UNREACHABLE_SITE,
      RENDER_WORKERS: String(workers),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let buffered = '';
    let sites = 0;
    let url: string | undefined;
    let metricsUrl: string | undefined;
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const text of complete) {
        let line: Record<string, unknown>;
        try {
          line = JSON.parse(text) as Record<string, unknown>;
        } catch {
          continue;
        }
        lines.push(line);
        if (line.msg !== 'listening' || typeof line.port !== 'number') continue;
        const at = `http://127.0.0.1:${line.port}`;
        if (line.name === 'metrics') {
          metricsUrl = at;
        } else {
          url = at;
          sites += 1;
        }
        if (url && metricsUrl && sites === workers) {
          resolve({
            child,
            url,
            metricsUrl,
            lines,
            stop: () => {
              if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
              return exited;
            },
          });
        }
      }
    });
    child.stderr!.resume();
    void exited.then(() =>
      reject(new Error(`the renderer exited before listening: ${JSON.stringify(lines)}`)),
    );
  });
}

/** A GET on a connection of its own: the primary deals each new connection to the next worker. */
function onNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** What `check` gives once it gives something, within 5 s. */
async function until<T>(check: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('waited 5 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function scrape(metricsUrl: string) {
  const response = await fetch(`${metricsUrl}/metrics`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

const requests = (text: string, labels: Record<string, string>) =>
  metricSum(text, 'http_requests_total', { service: 'renderer', method: 'GET', ...labels });

/** The remote render metrics are declared before any page: a dashboard finds them at once. */
const REMOTE_RENDER_TYPES = [
  '# TYPE remote_render_seconds histogram',
  '# TYPE remote_render_errors_total counter',
];

describe('the metrics of a renderer of one process', () => {
  let renderer: Renderer | undefined;
  const running = () => {
    if (!renderer) throw new Error('the renderer did not start (see beforeAll)');
    return renderer;
  };
  beforeAll(async () => {
    renderer = await startRenderer(1);
  });
  afterAll(() => renderer?.stop());

  it('answers on its own port with its requests, by route', async () => {
    const { url, metricsUrl } = running();
    for (let asked = 0; asked < 3; asked++) {
      expect((await fetch(`${url}/health`)).status).toBe(200);
    }
    // Not ready: it has loaded nothing from a site it cannot reach.
    expect((await fetch(`${url}/ready`)).status).toBe(503);
    const { status, type, text } = await scrape(metricsUrl);
    expect([status, type]).toEqual([200, 'text/plain; version=0.0.4; charset=utf-8']);
    expect(requests(text, { route: '/health', status: '200' })).toBe(3);
    expect(requests(text, { route: '/ready', status: '503' })).toBe(1);
    expect(
      metricSum(text, 'http_request_duration_seconds_count', { route: '/health', status: '200' }),
    ).toBe(3);
    for (const type of REMOTE_RENDER_TYPES) expect(text).toContain(type);
    expect(
      parseMetrics(text).filter((sample) => sample.name === 'process_cpu_user_seconds_total'),
    ).toEqual([
      {
        name: 'process_cpu_user_seconds_total',
        labels: { service: 'renderer' },
        value: expect.any(Number),
      },
    ]);
  });

  it('answers /metrics on its metrics port only', async () => {
    const { url, metricsUrl } = running();
    // The page route answers any other path: /metrics there is a page, never the metrics.
    const onPages = await fetch(`${url}/metrics`);
    expect(await onPages.text()).not.toMatch(/http_requests_total/);
    expect((await fetch(`${metricsUrl}/health`)).status).toBe(404);
  });
});

describe('the metrics of a renderer of two workers', () => {
  let renderer: Renderer | undefined;
  const running = () => {
    if (!renderer) throw new Error('the renderer did not start (see beforeAll)');
    return renderer;
  };
  beforeAll(async () => {
    renderer = await startRenderer(2);
  });
  afterAll(() => renderer?.stop());

  it("are answered by the primary, every worker's requests summed in one scrape", async () => {
    const { url, metricsUrl, lines } = running();
    // The primary's line names no worker; each worker's does.
    const metricsLine = lines.find((line) => line.msg === 'listening' && line.name === 'metrics');
    expect(metricsLine?.worker).toBeUndefined();
    const before = requests((await scrape(metricsUrl)).text, { route: '/health', status: '200' });
    const logged = lines.length;
    for (let asked = 0; asked < 4; asked++) {
      expect(await onNewConnection(`${url}/health`)).toBe(200);
    }
    const { text } = await scrape(metricsUrl);
    const after = requests(text, { route: '/health', status: '200' });
    expect(after - before).toBe(4);
    for (const type of REMOTE_RENDER_TYPES) expect(text).toContain(type);
    // Each worker logged the requests it answered.
    const answeredBy = await until(() => {
      const workers = lines
        .slice(logged)
        .filter((line) => line.msg === 'request' && line.path === '/health')
        .map((line) => line.worker);
      return workers.length === 4 ? workers : undefined;
    });
    expect(new Set(answeredBy).size).toBe(2);
  });
});
