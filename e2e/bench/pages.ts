// Lighthouse (mobile preset: simulated slow 4G, and a CPU slowdown calibrated to this machine; the
// median of three runs) on the main public routes, the home page's first-load JavaScript and
// main-thread script time (median of nine), tap to next paint for three interactions, the tap
// from a list to a property on the loopback and on a phone's network (median of nine), and how
// many pages per second the site serves once warm, each measured with the pages rendered in the
// browser only and with server rendering, in one run on one machine. Starts its own site on a
// free port with the demo content.
// Usage: npm run bench:pages   (BENCH_RENDERING=server or browser measures one way only;
// BENCH_BASELINE=<commit> also measures that commit's build, server-rendered, in the same run,
// first, or last with BENCH_BASELINE_LAST=1)
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@reedmere/launcher';
import { baselineTree } from './baseline-tree';
import { chromePath, CHROMIUM_FLAGS } from '../src/browser';
import {
  INTERACTIONS,
  listToPropertyMs,
  mainThreadScriptMs,
  PHONE_NETWORK,
  tapToNextPaintMs,
  timeToLiveMs,
  type TapToPropertyMs,
} from './interaction-timing';
import { kb, scriptDownloads } from './script-downloads';

type Flags = NonNullable<Parameters<typeof import('lighthouse').default>[1]>;

interface PageScore {
  route: string;
  performance: number;
  /** The first contentful paint: what the LCP is read against (the page's text is up by then). */
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * Time to interactive, simulated as the LCP is: when the page's code has run and the main
   * thread is quiet. Not in the score; it shows what a later start of the code costs a visitor.
   */
  ttiMs: number;
}

interface Throughput {
  route: string;
  label: string;
  pagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const RUNS = 3;
/** Single measurements that take seconds, and vary more between runs: more of them. */
const QUICK_RUNS = 9;
const REQUESTS = 300;
const CONCURRENCY = 8;
/**
 * Lighthouse's mobile preset slows the CPU 4x, which is right for a host whose benchmarkIndex is
 * about 2,000: the slowdown is the index over this, so every host emulates the same phone.
 */
const INDEX_PER_SLOWDOWN = 500;

/** One Lighthouse run of `url` (a fresh browser, nothing cached): the whole report. */
async function lighthouseReport(url: string, flags: Flags) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...flags,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * How fast this machine runs the browser (Lighthouse's benchmarkIndex, the median of three
 * unthrottled runs), and the CPU slowdown that makes it the phone the mobile preset stands for.
 */
async function calibratedSlowdown(): Promise<{ index: number; slowdown: number }> {
  // Measured on a page of no weight, before any site runs: what is left is the machine.
  const blank = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blank</title>');
  });
  await new Promise<void>((resolve) => blank.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(blank.address() as AddressInfo).port}/`;
  let index: number;
  try {
    index = await median(
      async () =>
        (
          await lighthouseReport(url, {
            throttlingMethod: 'provided',
            onlyAudits: ['first-contentful-paint'],
          })
        ).environment.benchmarkIndex,
    );
  } finally {
    blank.close();
  }
  const slowdown = Math.min(12, Math.max(1, Math.round((index / INDEX_PER_SLOWDOWN) * 10) / 10));
  return { index, slowdown };
}

/** One Lighthouse run of a first visit to `url` with the CPU slowed `slowdown` times. */
async function lighthouseRun(url: string, slowdown: number): Promise<Omit<PageScore, 'route'>> {
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const lhr = await lighthouseReport(url, {
    onlyCategories: ['performance'],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  });
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    ttiMs: audit('interactive'),
  };
}

/** RUNS runs per route; the run with the median performance score stands for the route. */
async function lighthouseScores(
  siteUrl: string,
  routes: string[],
  slowdown: number,
): Promise<PageScore[]> {
  const scores: PageScore[] = [];
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await lighthouseRun(`${siteUrl}${route}`, slowdown));
    }
    runs.sort((a, b) => a.performance - b.performance);
    scores.push({ route, ...runs[Math.floor(runs.length / 2)]! });
  }
  return scores;
}

/** The middle one of `values` in order. */
const middleOf = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of `runs` measurements. */
async function median(measure: () => Promise<number>, runs = RUNS): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < runs; i += 1) values.push(await measure());
  return middleOf(values);
}

/** QUICK_RUNS taps to a property, one after the other: the median from the press and from the release. */
async function tapsToProperty(tap: () => Promise<TapToPropertyMs>): Promise<TapToPropertyMs> {
  const taps: TapToPropertyMs[] = [];
  for (let i = 0; i < QUICK_RUNS; i += 1) taps.push(await tap());
  return {
    fromPress: middleOf(taps.map((t) => t.fromPress)),
    fromRelease: middleOf(taps.map((t) => t.fromRelease)),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * REQUESTS page loads of `route`, CONCURRENCY at a time, as a browser asks for the HTML. `cold`:
 * each with its own query string, so none is served from the renderer's page cache. The same
 * number of loads before, not timed: a renderer that has served few pages runs code V8 has not
 * optimised yet, and a first pass measured up to a fifth slower than the next.
 */
async function throughput(siteUrl: string, route: string, cold: boolean): Promise<Throughput> {
  await loads(siteUrl, route, cold, 'warm-up');
  return loads(siteUrl, route, cold, 'timed');
}

async function loads(
  siteUrl: string,
  route: string,
  cold: boolean,
  pass: 'warm-up' | 'timed',
): Promise<Throughput> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const url = `${siteUrl}${route}${cold ? `?${pass}=${next}` : ''}`;
      const begin = performance.now();
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${route} answered ${response.status}`);
      times.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    route,
    label: cold ? 'each page rendered' : 'same page again',
    pagesPerSecond: times.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

type StartStack = typeof startStack;

async function measure(
  dataDir: string,
  serverRendering: boolean,
  slowdown: number,
  start: StartStack = startStack,
) {
  const stack = await start({ dataDir, port: 0, serverRendering, log: () => {} });
  try {
    const properties = (await (await fetch(`${stack.url}/api/properties?limit=1`)).json()) as {
      id: string;
    }[];
    const routes = [
      '/',
      '/residential',
      `/property/${properties[0]!.id}`,
      '/news',
      '/stamp-duty-calculator',
    ];
    // The renderer loads the remotes once the site answers: wait until a page comes rendered.
    if (serverRendering) {
      const deadline = Date.now() + 30000;
      while (Date.now() < deadline) {
        const html = await (
          await fetch(`${stack.url}/`, { headers: { accept: 'text/html' } })
        ).text();
        if (html.includes('id="server-page-data"')) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    const scores = await lighthouseScores(stack.url, routes, slowdown);
    const downloads = await scriptDownloads(stack.url, '/');
    const firstLoad = {
      files: downloads.length,
      gzip: downloads.reduce((sum, d) => sum + d.encodedBytes, 0),
    };
    const scriptMs = await median(() => mainThreadScriptMs(`${stack.url}/`), QUICK_RUNS);
    const liveMs = await median(() => timeToLiveMs(`${stack.url}/`, slowdown), QUICK_RUNS);
    const taps = [];
    for (const interaction of INTERACTIONS(routes[2]!)) {
      taps.push({
        name: interaction.name,
        ms: await median(() => tapToNextPaintMs(stack.url, interaction, slowdown)),
      });
    }
    const toProperty = await tapsToProperty(() =>
      listToPropertyMs(stack.url, routes[1]!, slowdown),
    );
    const toPropertyOnPhoneNetwork = await tapsToProperty(() =>
      listToPropertyMs(stack.url, routes[1]!, slowdown, PHONE_NETWORK),
    );
    const rates = [];
    for (const route of [routes[0]!, routes[2]!]) {
      rates.push(await throughput(stack.url, route, true));
      if (serverRendering) rates.push(await throughput(stack.url, route, false));
    }
    return {
      scores,
      firstLoad,
      scriptMs,
      liveMs,
      taps,
      toProperty,
      toPropertyOnPhoneNetwork,
      rates,
    };
  } finally {
    await stack.stop();
  }
}

const routeName = (route: string) => route.replace(/^\/property\/.+$/, '/property/:id');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reedmere-bench-pages-'));
  try {
    const only = process.env.BENCH_RENDERING;
    const { index, slowdown } = await calibratedSlowdown();
    const runs = [];
    const baseline = process.env.BENCH_BASELINE;
    const measureBaseline = async () => {
      if (!baseline) return;
      const tree = await baselineTree(baseline, (line) => console.log(line));
      try {
        const launcher = (await import(path.join(tree.root, 'launcher', 'dist', 'index.js'))) as {
          startStack: StartStack;
        };
        const baselineData = await mkdtemp(path.join(os.tmpdir(), 'reedmere-bench-baseline-'));
        try {
          runs.push({
            label: `server-rendered, ${baseline}`,
            ...(await measure(baselineData, true, slowdown, launcher.startStack)),
          });
        } finally {
          await rm(baselineData, { recursive: true, force: true });
        }
      } finally {
        await tree.remove();
      }
    };
    // The build measured second has looked slower on pages with a live remote part: measuring
    // the baseline last as well tells that from a real difference.
    const baselineLast = process.env.BENCH_BASELINE_LAST === '1';
    if (!baselineLast) await measureBaseline();
    if (only !== 'server') {
      runs.push({ label: 'browser only', ...(await measure(dataDir, false, slowdown)) });
    }
    if (only !== 'browser') {
      runs.push({ label: 'server-rendered', ...(await measure(dataDir, true, slowdown)) });
    }
    if (baselineLast) await measureBaseline();
    console.log(
      `\nThis machine: Lighthouse benchmarkIndex ${Math.round(index)} (median of ${RUNS}), CPU slowdown ${slowdown}x (index / ${INDEX_PER_SLOWDOWN}, 1 to 12)`,
    );
    console.log('\n| route | rendering | perf | FCP | LCP | CLS | TBT | TTI |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (let i = 0; i < runs[0]!.scores.length; i += 1) {
      for (const run of runs) {
        const s = run.scores[i]!;
        console.log(
          `| ${routeName(s.route)} | ${run.label} | ${s.performance} | ${seconds(s.fcpMs)} | ${seconds(s.lcpMs)} | ${s.cls.toFixed(3)} | ${Math.round(s.tbtMs)} ms | ${seconds(s.ttiMs)} |`,
        );
      }
    }
    console.log(
      `\n| home page | files | JavaScript (gzip) | main-thread script while it loads and hydrates, unthrottled, median of ${QUICK_RUNS} | live (React on its main), first visit, phone network, CPU ${slowdown}x, median of ${QUICK_RUNS} |`,
    );
    console.log('|---|---|---|---|---|');
    for (const run of runs) {
      console.log(
        `| ${run.label} | ${run.firstLoad.files} | ${kb(run.firstLoad.gzip)} | ${Math.round(run.scriptMs)} ms | ${seconds(run.liveMs)} |`,
      );
    }
    console.log(`\n| tap to next paint, after load, CPU ${slowdown}x | rendering | median |`);
    console.log('|---|---|---|');
    for (const run of runs) {
      for (const tap of run.taps) {
        const ms = tap.ms === 0 ? 'under 16 ms' : `${Math.round(tap.ms)} ms`;
        console.log(`| ${tap.name} | ${run.label} | ${ms} |`);
      }
    }
    console.log(
      `\n| tap on a card of /residential to the property's heading painted (Element Timing), warm, CPU ${slowdown}x, median of ${QUICK_RUNS}, from the press / from the release | loopback | phone network (150 ms round trip) |`,
    );
    console.log('|---|---|---|');
    const pressAndRelease = (tap: TapToPropertyMs) =>
      `${Math.round(tap.fromPress)} / ${Math.round(tap.fromRelease)} ms`;
    for (const run of runs) {
      console.log(
        `| ${run.label} | ${pressAndRelease(run.toProperty)} | ${pressAndRelease(run.toPropertyOnPhoneNetwork)} |`,
      );
    }
    console.log(
      `\n| HTML of | rendering | pages/s | p50 | p99 |  (${REQUESTS} requests, ${CONCURRENCY} at a time)`,
    );
    console.log('|---|---|---|---|---|');
    for (const run of runs) {
      for (const r of run.rates) {
        const how = run.label === 'browser only' ? run.label : `${run.label}, ${r.label}`;
        console.log(
          `| ${routeName(r.route)} | ${how} | ${r.pagesPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(0)} ms | ${r.p99Ms.toFixed(0)} ms |`,
        );
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
