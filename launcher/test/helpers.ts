import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** True when something accepts TCP connections on host:port. */
export function isPortOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** True while a process with this pid exists. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` until it is true or `timeoutMs` has passed; returns the last result. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function hostAndPort(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}

export function makeTempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reedmere-launcher-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The environment without MONGODB_URI, so the embedded database is used. */
export function envWithoutMongoUri(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.MONGODB_URI;
  return env;
}

/**
 * Secrets and an admin of the operator's own, none of them a public development value: what a
 * stack that other machines can reach must be given.
 */
export const OWN_SECRETS = {
  JWT_SECRET: 'a3f1c9e07b5d4a2e8c6f0b1d9e7a5c3f1b0d8e6a4c2f0e9d',
  SECOND_FACTOR_KEY: '5e0c2b9d7f1a3e6c8b4d0f2a9c7e1b3d5f8a6c4e2b0d9f7a',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'tidal-marsh-heron-4417',
};
