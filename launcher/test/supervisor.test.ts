import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnNode, stopAllChildren, type ManagedChild } from '../src/child-process';
import { supervise, type Backoff } from '../src/supervisor';
import { eventually, isRunning, makeTempDir } from './helpers';

/**
 * The supervisor against real processes: small Node scripts that serve (stay up and say so),
 * crash at once, or are killed from outside.
 */

const temp = makeTempDir();
afterAll(() => temp.remove());
// Each test stops its own processes: stopAllChildren is the launcher's last act (it calls off
// every restart for good), so only the last test uses it.
const spawned: ManagedChild[] = [];
afterEach(async () => {
  await Promise.all(spawned.splice(0).map((child) => child.stop(1000)));
});

function spawn(name: string, file: string, log: (line: string) => void): ManagedChild {
  const child = spawnNode({ name, script: file, env: process.env, log });
  spawned.push(child);
  return child;
}

function script(name: string, source: string): string {
  const file = path.join(temp.dir, `${name}.js`);
  writeFileSync(file, source);
  return file;
}

const SERVES = "console.log('ready'); setInterval(() => {}, 1000);";
const CRASHES = "console.error('cannot open the data folder'); process.exit(3);";

function starter(file: string, log: (line: string) => void): () => ManagedChild {
  return () => spawn('listings service', file, log);
}

/** Resolves when the child prints 'ready'; rejects when it exits first. */
function printedReady(child: ManagedChild): Promise<void> {
  return new Promise((resolve, reject) => {
    child.onStdoutLine((line) => {
      if (line === 'ready') resolve();
    });
    void child.exited.then(() => reject(new Error('exited while starting')));
  });
}

/** Supervises `child`, started again by `restart`, logging to `lines`. */
function watch(
  child: ManagedChild,
  restart: () => ManagedChild,
  lines: string[],
  backoff: Backoff,
) {
  return supervise({
    child,
    restart,
    ready: printedReady,
    log: (line) => lines.push(line),
    backoff,
  });
}

/**
 * How long a test waits for the supervisor to get somewhere. Each step starts a Node process,
 * which takes a busy machine a second or more; the waits end as soon as the step is seen.
 */
const SETTLE_MS = 15_000;

const FAST: Backoff = { initialMs: 100, maxMs: 400, healthyAfterMs: 60_000 };

/**
 * A serving process under supervision, killed from outside once it is ready. Returns the
 * supervisor's lines, the supervision, and how to start another process like it.
 */
async function killedUnderSupervision(name: string, backoff: Backoff) {
  const lines: string[] = [];
  const start = starter(script(name, SERVES), () => {});
  const first = start();
  await printedReady(first);
  const supervised = watch(first, start, lines, backoff);
  process.kill(first.pid, 'SIGKILL');
  return { lines, start, supervised };
}

function waitsIn(lines: string[]): string[] {
  return lines.flatMap((line) => /starting it again in ([\d.]+ s)/.exec(line)?.[1] ?? []);
}

it('starts a killed process again, and logs why', async () => {
  const lines: string[] = [];
  const start = starter(script('serves', SERVES), (line) => lines.push(line));
  const first = start();
  await printedReady(first);
  const supervised = watch(first, start, lines, FAST);
  process.kill(first.pid, 'SIGKILL');
  expect(
    await eventually(() => supervised.restarts === 1 && isRunning(supervised.pid), SETTLE_MS),
  ).toBe(true);
  expect(supervised.pid).not.toBe(first.pid);
  expect(
    await eventually(
      () => lines.includes('The listings service is running again (restart 1).'),
      SETTLE_MS,
    ),
  ).toBe(true);
  expect(lines).toContain('The listings service exited (SIGKILL); starting it again in 0.1 s.');
  await supervised.stop(1000);
  expect(isRunning(supervised.pid)).toBe(false);
});

it('waits twice as long after each quick failure, up to the longest wait', async () => {
  const lines: string[] = [];
  const serves = script('serves-once', SERVES);
  const crashes = script('crashes', CRASHES);
  const first = spawn('listings service', serves, () => {});
  await printedReady(first);
  const supervised = watch(
    first,
    starter(crashes, () => {}),
    lines,
    FAST,
  );
  process.kill(first.pid, 'SIGKILL');
  expect(await eventually(() => waitsIn(lines).length >= 5, SETTLE_MS)).toBe(true);
  expect(waitsIn(lines).slice(0, 5)).toEqual(['0.1 s', '0.2 s', '0.4 s', '0.4 s', '0.4 s']);
  expect(lines).toContain('The listings service exited (code 3); starting it again in 0.2 s.');
  await supervised.stop(1000);
});

it('starts over from the shortest wait after a run that lasted', async () => {
  const { lines, supervised } = await killedUnderSupervision('serves-long', {
    ...FAST,
    healthyAfterMs: 300,
  });
  expect(await eventually(() => supervised.restarts === 1 && lines.length >= 2, SETTLE_MS)).toBe(
    true,
  );
  // The second process runs past `healthyAfterMs` before it is killed.
  await new Promise((resolve) => setTimeout(resolve, 400));
  process.kill(supervised.pid, 'SIGKILL');
  expect(await eventually(() => waitsIn(lines).length === 2, SETTLE_MS)).toBe(true);
  expect(waitsIn(lines)).toEqual(['0.1 s', '0.1 s']);
  await supervised.stop(1000);
});

it('never restarts a process it was asked to stop, nor one stopped while a restart waits', async () => {
  const { lines, start, supervised } = await killedUnderSupervision('serves-stop', {
    ...FAST,
    initialMs: 300,
  });
  expect(await eventually(() => lines.length === 1, SETTLE_MS)).toBe(true);
  await supervised.stop(1000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(supervised.restarts).toBe(0);

  // A child the launcher stops directly: that exit is not a crash either.
  const second = start();
  await printedReady(second);
  const other = watch(second, start, lines, FAST);
  await second.stop(1000);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(other.restarts).toBe(0);
  expect(lines).toHaveLength(1);
});

it('calls off a pending restart when halted, and every restart once the launcher stops all', async () => {
  const { lines, start, supervised: halted } = await killedUnderSupervision('serves-halt', FAST);
  expect(await eventually(() => lines.length === 1, SETTLE_MS)).toBe(true);
  halted.halt();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(halted.restarts).toBe(0);

  // Ctrl-C: the child exits on its own signal while the launcher stops everything.
  const second = start();
  await printedReady(second);
  const interrupted = watch(second, start, lines, { ...FAST, initialMs: 500 });
  process.kill(second.pid, 'SIGINT');
  expect(
    await eventually(() => lines.some((line) => line.includes('exited (SIGINT)')), SETTLE_MS),
  ).toBe(true);
  await stopAllChildren(1000);
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(interrupted.restarts).toBe(0);
});
