// How much the public API takes on this machine: requests/s and latency of the BFF's public reads,
// answered from its memory and uncached, beside the listings service called directly; p99 at a
// fixed 300 requests/s; and a soak of 500 concurrent clients. Loopback only, every run bounded in
// time. Starts its own site on free ports as `npm start` does (demo content, the renderer too),
// and runs each site's phases back to back, as traffic would come.
// Usage: npm run bench:load   (SOAK_SECONDS=60 by default)
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { startStack, type RunningStack } from '@reedmere/launcher';

const MAX_RATE_SECONDS = 10;
const FIXED_RATE_SECONDS = 20;
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = 50;

interface Row {
  what: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
}

function rowOf(what: string, result: Result): Row {
  return {
    what,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    // autocannon counts a timeout among the errors too.
    failed: result.errors + result.non2xx,
  };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/**
 * `rate` requests a second, evenly spaced, over up to CONNECTIONS kept-alive connections, each
 * timed from the moment it was due (so a slow answer that delays the next request still counts).
 * autocannon's own rate mode sends each second's requests in one burst at the start of the
 * second, which measures the burst's queue rather than the server.
 */
async function fixedRate(what: string, url: string, rate: number, seconds: number): Promise<Row> {
  loopbackOnly(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let failed = 0;
  const get = () =>
    new Promise<number>((resolve) => {
      http
        .get(url, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', () => resolve(0));
    });
  const started = performance.now();
  const answers: Promise<void>[] = [];
  for (let i = 0; i < rate * seconds; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // From when it was due, or from when it left if a timer let it go a little early.
    const from = Math.min(due, performance.now());
    answers.push(
      get().then((status) => {
        latencies.push(performance.now() - from);
        if (status < 200 || status >= 300) failed += 1;
      }),
    );
  }
  await Promise.all(answers);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  process.stderr.write(`${what}: p99 ${percentile(latencies, 0.99).toFixed(1)} ms\n`);
  return {
    what,
    requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
    p50: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p99: Math.round(percentile(latencies, 0.99) * 10) / 10,
    max: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
    failed,
  };
}

function loopbackOnly(url: string): void {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])[:/]/.test(url)) {
    throw new Error(`Load is sent to this machine only, not to ${url}`);
  }
}

function run(
  url: string,
  options: { seconds: number; connections?: number; token?: string },
): Promise<Result> {
  loopbackOnly(url);
  return autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds,
    ...(options.token ? { headers: { 'x-service-token': options.token } } : {}),
  });
}

async function measure(
  what: string,
  url: string,
  options: { seconds: number; connections?: number; token?: string },
): Promise<Row> {
  // A short warm-up first: connections open, code optimized, the first answer kept.
  await run(url, { ...options, seconds: 2 });
  const result = await run(url, options);
  process.stderr.write(`${what}: ${Math.round(result.requests.average)} requests/s\n`);
  if (result.errors + result.non2xx > 0) {
    // What went wrong, so a failed row can be looked into.
    process.stderr.write(
      `  failed: ${result.errors} errors (${result.timeouts} timeouts), statuses ${JSON.stringify(result.statusCodeStats)}\n`,
    );
  }
  return rowOf(what, result);
}

function formatRow(row: Row): string {
  return `| ${row.what} | ${Math.round(row.requestsPerSecond)} | ${row.p50} ms | ${row.p99} ms | ${row.max} ms | ${row.failed} |`;
}

async function withStack<T>(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  body: (stack: RunningStack) => Promise<T>,
): Promise<T> {
  const stack = await startStack({
    dataDir,
    port: 0,
    // Every client here comes from one address, which no real crowd of visitors does.
    env: { ...process.env, MAX_CONNECTIONS_PER_CLIENT: '0', ...env },
    log: () => {},
  });
  try {
    return await body(stack);
  } finally {
    await stack.stop();
  }
}

/** The public reads answered from the BFF's memory, at full rate, at a fixed rate, then a soak. */
async function memoryPhases(stack: RunningStack, variant: string, rows: Row[]): Promise<void> {
  const [first] = (await (await fetch(`${stack.url}/api/properties?limit=1`)).json()) as {
    id: string;
  }[];
  const reads = {
    list: '/api/properties?limit=12',
    detail: `/api/properties/${first!.id}`,
    home: '/api/home',
  };
  for (const [name, read] of Object.entries(reads)) {
    rows.push(
      await measure(
        `BFF ${read.replace(first!.id, ':id')}, from memory (${name})${variant}`,
        `${stack.url}${read}`,
        {
          seconds: MAX_RATE_SECONDS,
        },
      ),
    );
  }
  rows.push(
    await fixedRate(
      `BFF list at a fixed 300 requests/s, from memory${variant}`,
      `${stack.url}${reads.list}`,
      300,
      FIXED_RATE_SECONDS,
    ),
  );
  rows.push(
    await measure(
      `soak: 500 clients for ${SOAK_SECONDS} s on the list${variant}`,
      `${stack.url}${reads.list}`,
      {
        seconds: SOAK_SECONDS,
        connections: 500,
      },
    ),
  );
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reedmere-bench-load-'));
  const rows: Row[] = [];
  const ratios: string[] = [];
  try {
    // The site as `npm start` runs it (the BFF in workers, one per core from 2 to 4), then with
    // the BFF in one process.
    await withStack(dataDir, {}, (stack) => memoryPhases(stack, ', BFF workers', rows));
    await withStack(dataDir, { BFF_WORKERS: '1' }, (stack) =>
      memoryPhases(stack, ', BFF in one process', rows),
    );

    // The same site without the BFF's memory, beside the service the BFF calls.
    await withStack(dataDir, { PUBLIC_CACHE_TTL_MS: '0' }, async (stack) => {
      const [first] = (await (await fetch(`${stack.url}/api/properties?limit=1`)).json()) as {
        id: string;
      }[];
      const listings = stack.serviceUrls.listings;
      const pairs: Array<[string, string, string, string]> = [
        [
          'list',
          `${stack.url}/api/properties?limit=12`,
          `${listings}/properties?limit=12`,
          '/properties?limit=12',
        ],
        [
          'detail',
          `${stack.url}/api/properties/${first!.id}`,
          `${listings}/properties/${first!.id}`,
          '/properties/:id',
        ],
        [
          'home',
          `${stack.url}/api/home`,
          `${listings}/properties?propertyType=residential&priceType=sale&limit=3`,
          '/properties?propertyType=residential&priceType=sale&limit=3 (one of the four reads /api/home makes)',
        ],
      ];
      for (const [name, bff, direct, directPath] of pairs) {
        const viaBff = await measure(`BFF ${name}, uncached`, bff, { seconds: MAX_RATE_SECONDS });
        const service = await measure(`listings service ${directPath}, called directly`, direct, {
          seconds: MAX_RATE_SECONDS,
          token: stack.serviceToken,
        });
        rows.push(viaBff, service);
        if (name !== 'home') {
          ratios.push(
            `${name}: ${(viaBff.requestsPerSecond / service.requestsPerSecond).toFixed(2)}x`,
          );
        }
      }
      rows.push(
        await fixedRate(
          'BFF list at a fixed 300 requests/s, uncached',
          `${stack.url}/api/properties?limit=12`,
          300,
          FIXED_RATE_SECONDS,
        ),
      );
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\n| what (${CONNECTIONS} connections unless said) | requests/s | p50 | p99 | slowest | errors + non-2xx |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(formatRow(row));
  console.log(`\nBFF uncached against the listings service called directly: ${ratios.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
