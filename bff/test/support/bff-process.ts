import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '..', '..', 'dist', 'server.js');

export interface BffProcess {
  url: string;
  /** The admin site's listener. */
  adminUrl: string;
  /** The metrics listener, when METRICS_PORT was given. */
  metricsUrl: string | undefined;
  child: ChildProcess;
  /** Every JSON line the BFF's processes have logged so far. */
  lines: Record<string, unknown>[];
  /** What its processes wrote to stderr so far (no JSON log goes there: what does is unforeseen). */
  stderr(): string;
  /** Resolves with the exit code once the primary has exited. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/**
 * The built BFF (`dist/server.js`) as its own process, as the launcher starts it: resolves once
 * it logged `listening` for each site (and for its metrics with METRICS_PORT); rejects with its
 * log when it exits before.
 */
export function startBffProcess(env: Record<string, string>): Promise<BffProcess> {
  if (!existsSync(SERVER)) throw new Error(`build the BFF first: ${SERVER} is missing`);
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', ADMIN_PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let buffered = '';
    // Each process logs `listening` for the public site, then (named) for the admin site; the
    // metrics listener's line is named too, from the primary when there are workers.
    const urls: { site?: string; admin?: string; metrics?: string } = {};
    const listenerOf = (name: unknown) =>
      name === 'admin' ? 'admin' : name === 'metrics' ? 'metrics' : 'site';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const text of complete) {
        try {
          const line = JSON.parse(text) as Record<string, unknown>;
          lines.push(line);
          if (line.msg === 'listening' && typeof line.port === 'number') {
            urls[listenerOf(line.name)] ??= `http://127.0.0.1:${line.port}`;
          }
          if (urls.site && urls.admin && (env.METRICS_PORT === undefined || urls.metrics)) {
            resolve({
              url: urls.site,
              adminUrl: urls.admin,
              metricsUrl: urls.metrics,
              child,
              lines,
              stderr: () => stderr,
              exited,
              stop: () => {
                if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
                return exited;
              },
            });
          }
        } catch {
          // Not a log line (a stack trace on stderr goes elsewhere).
        }
      }
    });
    void exited.then((code) =>
      reject(new Error(`the BFF exited (${code}) before listening: ${JSON.stringify(lines)}`)),
    );
  });
}
