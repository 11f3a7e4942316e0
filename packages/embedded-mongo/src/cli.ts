#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { FolderLockedError } from './storage/folder-lock';
import { startEmbeddedMongo, type EmbeddedMongo } from './server';

const USAGE = `Usage: embedded-mongo [--host 127.0.0.1] [--port 27017] [--data-dir .data/db | --in-memory]
                      [--max-connections 1000] [--partial-message-timeout-ms 30000]
                      [--enable-test-commands] [--allow-non-loopback-host]

Starts a MongoDB-compatible server. The port defaults to 27017 when it is free, otherwise any
free port. Prints MONGODB_URI=<uri> on stdout once it accepts connections; SIGTERM stops it.

It has no authentication: it listens on a loopback host only, unless --allow-non-loopback-host.
--max-connections: connections served at once; more are closed on arrival.
--partial-message-timeout-ms: a connection that sent part of a message and then nothing for this
  long is closed (one idle between messages never is).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      'in-memory': { type: 'boolean', default: false },
      'enable-test-commands': { type: 'boolean', default: false },
      'allow-non-loopback-host': { type: 'boolean', default: false },
      'max-connections': { type: 'string' },
      'partial-message-timeout-ms': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values['in-memory'] && !values['data-dir'])
    throw new UsageError('Give a --data-dir, or --in-memory.');
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) {
    throw new UsageError(`Invalid --port ${values.port}.`);
  }
  const options = {
    host: values.host,
    allowNonLoopbackHost: values['allow-non-loopback-host'],
    dataDir: values['data-dir'],
    inMemory: values['in-memory'],
    enableTestCommands: values['enable-test-commands'],
    maxConnections: positiveIntegerFlag('max-connections', values['max-connections']),
    partialMessageTimeoutMs: positiveIntegerFlag(
      'partial-message-timeout-ms',
      values['partial-message-timeout-ms'],
    ),
  };

  // Handlers first: a SIGTERM that arrives while starting, or the moment the URI is printed,
  // must still stop the server cleanly (the journal closed, the lock released).
  let server: EmbeddedMongo | undefined = undefined;
  let stopRequested = false;
  const stop = (signal: string) => {
    stopRequested = true;
    process.stderr.write(`${signal} received, stopping\n`);
    if (!server) return; // main() stops it once it has started
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  const started =
    port === undefined
      ? await startEmbeddedMongo({ ...options, port: 27017 }).catch(
          (error: NodeJS.ErrnoException) => {
            if (error.code !== 'EADDRINUSE') throw error;
            return startEmbeddedMongo({ ...options, port: 0 });
          },
        )
      : await startEmbeddedMongo({ ...options, port });
  server = started;
  if (stopRequested) {
    await started.stop();
    process.exit(0);
  }
  process.stdout.write(`MONGODB_URI=${started.uri}\n`);
}

class UsageError extends Error {}

function positiveIntegerFlag(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`Invalid --${name} ${value}.`);
  return number;
}

main().catch((error: Error) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof FolderLockedError) console.error(error.message);
  else console.error(`embedded-mongo could not start: ${error.message}`);
  process.exit(1);
});
