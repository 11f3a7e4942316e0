// Whether the whole test suite passes while the machine is busy: `npm test` RUNS times in a row
// while another process keeps one core at 100 %, as a shared CI machine may. A test that fails
// only here waits for time instead of for what it means.
// Usage: npm run test:busy   (RUNS=3 by default)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's root: the nearest folder above `from` whose package.json names the
 * workspaces. Found rather than counted, since this file runs compiled from another depth than
 * its source (and `npm test` in e2e runs the browser tests alone).
 */
function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`No workspaces' package.json above ${from}`);
  }
}

const REPO_ROOT = repositoryRoot(__dirname);
const RUNS = Number(process.env.RUNS ?? 3);
/** CI's own limit for one run of the suite. */
const RUN_TIMEOUT_MS = 90 * 60 * 1000;

/** A process that keeps one core busy until it is stopped. */
function keepOneCoreBusy(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

/** One `npm test`: its exit code (null when it ran out of time) and how long it took. */
function runSuite(): Promise<{ code: number | null; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const suite = spawn('npm', ['test'], { cwd: REPO_ROOT, stdio: 'inherit', detached: true });
    const timer = setTimeout(() => {
      if (suite.pid) process.kill(-suite.pid, 'SIGKILL');
    }, RUN_TIMEOUT_MS);
    suite.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

async function main(): Promise<void> {
  const busy = keepOneCoreBusy();
  const results: { code: number | null; seconds: number }[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      process.stderr.write(`\n=== run ${run} of ${RUNS} in ${REPO_ROOT}, one core kept busy ===\n`);
      results.push(await runSuite());
    }
  } finally {
    busy.kill('SIGKILL');
  }
  console.log('\n| run | result | time |');
  console.log('|---|---|---|');
  results.forEach(({ code, seconds }, index) => {
    const result = code === 0 ? 'passed' : code === null ? 'ran out of time' : `failed (${code})`;
    console.log(`| ${index + 1} | ${result} | ${seconds} s |`);
  });
  if (results.some(({ code }) => code !== 0)) process.exitCode = 1;
}

void main();
