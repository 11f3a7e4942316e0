import { parseArgs } from 'node:util';

export interface CliOptions {
  dataDir?: string;
  port: number;
  /** Port of the admin site; undefined leaves it to startStack (the site's + 1, or free). */
  adminPort?: number;
  host: string;
  seed: boolean;
  /** Start, add the demo content if the database is empty, then stop (`npm run seed`). */
  seedOnly: boolean;
  /** Every process's log lines as they are (JSON), requests included. */
  jsonLogs: boolean;
  help: boolean;
}

export const USAGE = `Usage: node launcher/dist/cli.js [options]

Starts the site: the database (an embedded server unless MONGODB_URI is set), the six
services and the BFF, and adds the demo content when the database is empty.

  --data-dir <dir>   folder of the embedded database, the remote registry and the
                     deployed remote builds (default <repo>/.data/db)
  --port <n>         port of the site (default 8080, or a free one with --seed-only;
                     0 picks a free port)
  --admin-port <n>   port of the admin site: the admin panel and signing in
                     (default the site's port + 1; 0 picks a free port)
  --host <host>      interface to listen on (default 127.0.0.1); any but a loopback one
                     needs JWT_SECRET, SECOND_FACTOR_KEY, ADMIN_EMAIL and
                     ADMIN_PASSWORD of your own
  --no-seed          do not add the demo content to an empty database
  --seed-only        add the demo content if the database is empty, then stop
  --json-logs        print every process's log as it writes it (JSON, a line per
                     request); by default one readable line per notable event
  --help             show this text
`;

function portOption(name: string, raw: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new Error(`${name} must be a whole number from 0 to 65535 (got "${raw}")`);
  }
  return port;
}

/** Parses the command line; throws with a readable message on anything it does not know. */
export function parseCliOptions(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'data-dir': { type: 'string' },
      port: { type: 'string' },
      'admin-port': { type: 'string' },
      host: { type: 'string' },
      'no-seed': { type: 'boolean' },
      'seed-only': { type: 'boolean' },
      'json-logs': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  const seedOnly = values['seed-only'] ?? false;
  if (seedOnly && values['no-seed'])
    throw new Error('--seed-only and --no-seed contradict each other');
  // No site listens while the demo content is added: a free port only names the site's address
  // for the services, whatever runs on 8080 meanwhile.
  const port = portOption('--port', values.port ?? (seedOnly ? '0' : '8080'));
  const adminPort =
    values['admin-port'] === undefined
      ? undefined
      : portOption('--admin-port', values['admin-port']);
  if (adminPort !== undefined && adminPort !== 0 && adminPort === port) {
    throw new Error('--admin-port must differ from --port: the admin site has a port of its own');
  }
  const host = values.host ?? '127.0.0.1';
  if (host.trim() === '') throw new Error('--host must not be empty');
  return {
    ...(values['data-dir'] !== undefined ? { dataDir: values['data-dir'] } : {}),
    port,
    ...(adminPort !== undefined ? { adminPort } : {}),
    host,
    seed: !values['no-seed'],
    seedOnly,
    jsonLogs: values['json-logs'] ?? false,
    help: values.help ?? false,
  };
}
