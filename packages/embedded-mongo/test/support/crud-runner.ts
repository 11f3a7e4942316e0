// Runs the vendored CRUD specification runner (test/conformance/run-crud.mjs) as a child process and parses its
// output. Asynchronous on purpose: the embedded server may live in this very process and must keep answering.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { WORKSPACE_DIR } from './embedded-cli';

export const CONFORMANCE_DIR = path.join(WORKSPACE_DIR, 'test', 'conformance');
export const RUNNER = path.join(CONFORMANCE_DIR, 'run-crud.mjs');

export interface RunnerLine {
  status: 'ok' | 'FAIL' | 'skip';
  file: string;
  description: string;
  reason?: string;
}

export interface RunnerResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  header?: string;
  lines: RunnerLine[];
  passed?: number;
  failed?: number;
  skipped?: number;
  summaryLines: string[];
}

const LINE = /^(ok|FAIL|skip) (\S+) :: (.*?)(?: -- (.*))?$/;

export function parseRunnerOutput(
  stdout: string,
): Omit<RunnerResult, 'exitCode' | 'stdout' | 'stderr'> {
  const out: Omit<RunnerResult, 'exitCode' | 'stdout' | 'stderr'> = { lines: [], summaryLines: [] };
  for (const line of stdout.split('\n')) {
    if (line.startsWith('# ')) out.header = line;
    const m = LINE.exec(line);
    if (m) {
      out.lines.push({
        status: m[1] as RunnerLine['status'],
        file: m[2]!,
        description: m[3]!,
        ...(m[4] ? { reason: m[4] } : {}),
      });
      continue;
    }
    const counts = /^(\d+) passed, (\d+) failed$/.exec(line);
    if (counts) {
      out.passed = Number(counts[1]);
      out.failed = Number(counts[2]);
      out.summaryLines.push(line);
    }
    const skipped = /^(\d+) skipped;/.exec(line);
    if (skipped) {
      out.skipped = Number(skipped[1]);
      out.summaryLines.push(line);
    }
  }
  return out;
}

export function runCrudRunner(
  uri: string,
  args: string[] = [],
  timeoutMs = 600_000,
): Promise<RunnerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RUNNER, ...args], {
      cwd: WORKSPACE_DIR,
      env: {
        ...process.env,
        MONGODB_URI: uri,
        CRUD_TEST_TIMEOUT_MS: process.env.CRUD_TEST_TIMEOUT_MS ?? '20000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `run-crud.mjs did not finish within ${timeoutMs} ms; output so far:\n${stdout}\n${stderr}`,
        ),
      );
    }, timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, stdout, stderr, ...parseRunnerOutput(stdout) });
    });
  });
}

/** A readable digest for the console: header, counts, every FAIL line, and skip reasons grouped with counts. */
export function summarize(r: RunnerResult, title: string): string {
  const out: string[] = [`=== ${title} ===`];
  if (r.header) out.push(r.header);
  // Prefixed: a bare "N passed, M failed" line in the log would read as the whole run's result.
  out.push(...r.summaryLines.map((line) => `runner summary -> ${line}`));
  const fails = r.lines.filter((l) => l.status === 'FAIL');
  if (fails.length) {
    out.push(`FAIL lines (${fails.length}):`);
    for (const f of fails)
      out.push(`  FAIL ${f.file} :: ${f.description}${f.reason ? ` -- ${f.reason}` : ''}`);
  }
  const skips = new Map<string, string[]>();
  for (const s of r.lines.filter((l) => l.status === 'skip')) {
    const key = s.reason ?? '(no reason)';
    skips.set(key, [...(skips.get(key) ?? []), `${s.file} :: ${s.description}`]);
  }
  if (skips.size) {
    out.push('skip reasons:');
    for (const [reason, tests] of [...skips].sort((a, b) => b[1].length - a[1].length)) {
      out.push(`  ${tests.length} x ${reason}`);
      for (const t of tests.slice(0, 5)) out.push(`      ${t}`);
      if (tests.length > 5) out.push(`      ... and ${tests.length - 5} more`);
    }
  }
  if (r.exitCode === 2 || r.passed === undefined)
    out.push(`runner exit code ${r.exitCode}; stderr:\n${r.stderr}`);
  return out.join('\n');
}
