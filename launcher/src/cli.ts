#!/usr/bin/env node
import { stopAllChildren } from './child-process';
import { parseCliOptions, USAGE } from './cli-options';
import { createReadableLog } from './readable-log';
import { redactUri, startStack, type RunningStack } from './start-stack';

const writeLine = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

async function main(): Promise<void> {
  let options;
  try {
    options = parseCliOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return;
  }

  let stack: RunningStack | undefined;
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${signal}: stopping...\n`);
    // While still starting there is no stack handle yet, so stop whatever has been started.
    void (stack ? stack.stop() : stopAllChildren()).finally(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    stack = await startStack({
      ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
      port: options.port,
      adminPort: options.adminPort,
      host: options.host,
      seed: options.seed || options.seedOnly,
      // Seeding needs only the database and the services.
      site: !options.seedOnly,
      log: options.jsonLogs ? writeLine : createReadableLog(writeLine),
    });
  } catch (error) {
    if (stopping) return;
    process.stderr.write(
      `Could not start the site: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
  if (stopping) {
    await stack.stop();
    process.exit(0);
  }
  if (options.seedOnly) {
    process.stdout.write(
      stack.seeded
        ? `Demo content added in ${(stack.seeded.durationMs / 1000).toFixed(1)} s.\n`
        : 'The database already has content; nothing added.\n',
    );
    stopping = true;
    await stack.stop();
    return;
  }
  process.stdout.write(
    `Site: ${stack.url}\nAdmin site: ${stack.adminUrl}/admin\nDatabase: ${redactUri(stack.databaseUri)}\n`,
  );
  if (stack.admin?.isDevelopmentDefault) {
    process.stdout.write(
      `Admin: ${stack.admin.email} / ${stack.admin.password} (development only)\n`,
    );
  } else if (stack.admin) {
    process.stdout.write(`Admin: ${stack.admin.email} (password from ADMIN_PASSWORD)\n`);
  }
}

void main();
