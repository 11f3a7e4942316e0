// Starts the built services as real processes for the seeding test, exactly as the stack does
// (PORT=0, the `listening` log line gives the port).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { DemoContentService } from '../src/clients';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export const serverScript = (name: DemoContentService): string =>
  path.join(REPO_ROOT, 'services', name, 'dist', 'entry-points', 'server.js');

/** The services not built yet (their server script is missing). */
export function unbuiltServices(names: readonly DemoContentService[]): DemoContentService[] {
  return names.filter((name) => !existsSync(serverScript(name)));
}

const DATABASE_CLI = path.join(REPO_ROOT, 'packages', 'embedded-mongo', 'dist', 'cli.js');

export interface DatabaseProcess {
  uri: string;
  stop(): Promise<void>;
}

/** The embedded database's CLI in memory on a free port; resolves with its URI. */
export async function startDatabaseProcess(): Promise<DatabaseProcess> {
  const child = spawn(
    process.execPath,
    [DATABASE_CLI, '--host', '127.0.0.1', '--port', '0', '--in-memory'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stderr!.resume();
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The embedded database did not start')), 30000);
    void exited.then(() => reject(new Error('The embedded database exited')));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^MONGODB_URI=(mongodb:\/\/\S+)$/.exec(line.trim());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { uri, stop };
}

export interface ServiceProcess {
  name: DemoContentService;
  url: string;
  stop(): Promise<void>;
}

export async function startServiceProcess(
  name: DemoContentService,
  env: NodeJS.ProcessEnv,
): Promise<ServiceProcess> {
  const child: ChildProcess = spawn(process.execPath, [serverScript(name)], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stopping = false;
  const output: string[] = [];
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      // A service that dies on its own during a test says why.
      if (!stopping)
        console.error(`${name} exited (${signal ?? code}):\n${output.slice(-15).join('\n')}`);
      resolve();
    }),
  );
  const keep = (line: string): void => {
    output.push(line);
    if (output.length > 40) output.shift();
  };
  createInterface({ input: child.stderr! }).on('line', keep);
  const stop = async (): Promise<void> => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${output.join('\n')}`)),
      30000,
    );
    void exited.then(() => reject(new Error(`${name} exited:\n${output.join('\n')}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      keep(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'listening' && typeof entry.port === 'number') {
          clearTimeout(timer);
          resolve(entry.port);
        }
      } catch {
        // Not a JSON line.
      }
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { name, url: `http://127.0.0.1:${port}`, stop };
}
