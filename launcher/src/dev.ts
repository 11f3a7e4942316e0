#!/usr/bin/env node
// `npm run dev`: the database, services and BFF as `npm start` runs them, plus a webpack dev
// server for the shell and for each remote. Open the shell's dev server: it proxies /api to the
// BFF (same origin for the browser), and the BFF's registry points at the remotes' dev servers.
import path from 'node:path';
import { stopAllChildren } from './child-process';
import { DEV_SHELL_URL, startDevServers, writeDevRegistry } from './dev-servers';
import { DEFAULT_DATA_DIR } from './paths';
import { startStack } from './start-stack';

async function main(): Promise<void> {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  let stopping = false;
  const shutdown = (code: number) => {
    if (stopping) return;
    stopping = true;
    void stopAllChildren().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  const registry = await writeDevRegistry(path.dirname(DEFAULT_DATA_DIR));
  const stack = await startStack({
    env: { ...process.env, REMOTES_FILE: registry, DEV_ORIGINS: DEV_SHELL_URL },
    // The dev servers make browser builds only: the pages are rendered in the browser.
    serverRendering: false,
  });
  const servers = startDevServers(log);
  for (const server of servers) {
    void server.exited.then(({ code }) => {
      if (stopping) return;
      log(`${server.name} exited (code ${code}); stopping.`);
      shutdown(1);
    });
  }
  process.stdout.write(
    `Development site: ${DEV_SHELL_URL} (live reload)\nBFF and API: ${stack.url}\n` +
      `Admin site: ${stack.adminUrl}/admin (the admin remote from its dev server)\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  void stopAllChildren().finally(() => process.exit(1));
});
