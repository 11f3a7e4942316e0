import {
  CHILD_ENV_ALLOWLISTS,
  RUNTIME_VARIABLES,
  type ChildName,
} from '../src/child-env-allowlists';
import { SERVICE_NAMES, type ServiceName } from '../src/paths';
import { directEnvReads, schemaKeys, type SpreadSources } from './env-schema-source';

const SPREADS: SpreadSources = {
  SERVER_LIMIT_SETTINGS: {
    file: 'packages/service-kit/src/server-limits-env.ts',
    name: 'SERVER_LIMIT_SETTINGS',
  },
};
const SERVICE_KIT = 'packages/service-kit/src';
const BASE_SERVICE_KEYS = schemaKeys(
  'packages/service-kit/src/env.ts',
  'BASE_SERVICE_SETTINGS',
  SPREADS,
);

/**
 * Every variable each child's configuration declares, read from the source (always current, built
 * or not): none may be left out of its allow-list.
 */
const DECLARED: Record<ChildName, string[]> = {
  // The database takes its settings as arguments.
  database: [],
  ...(Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      // runService validates the common schema merged with the service's own.
      [
        ...BASE_SERVICE_KEYS,
        ...schemaKeys(`services/${name}/src/config.ts`, `${name.toUpperCase()}_SETTINGS`),
      ],
    ]),
  ) as Record<ServiceName, string[]>),
  renderer: schemaKeys('renderer/src/config.ts', 'RENDERER_SETTINGS', SPREADS),
  bff: schemaKeys('bff/src/bff-settings.ts', 'BFF_SETTINGS', SPREADS),
};

/** Where each child's own code is: a variable it reads from process.env by name counts too. */
const SOURCE_DIRS: Record<ChildName, string[]> = {
  database: ['packages/embedded-mongo/src'],
  ...(Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, [`services/${name}/src`, SERVICE_KIT]]),
  ) as Record<ServiceName, string[]>),
  renderer: ['renderer/src', SERVICE_KIT],
  bff: ['bff/src', SERVICE_KIT],
};
/** Programs in those folders that the launcher does not start. */
const NOT_STARTED = ['services/media/src/entry-points/bench.ts'];

/** Given by a child's own primary process to its workers, never by the launcher. */
const FROM_OWN_PRIMARY: Partial<Record<ChildName, string[]>> = {
  bff: ['BFF_WORKER_SLOT', 'BFF_DATA_VERSION'],
};

/** Read by the libraries every child runs on (Express, React), not by a schema. */
const READ_BY_LIBRARIES = ['NODE_ENV'];

const CHILDREN = Object.keys(CHILD_ENV_ALLOWLISTS) as ChildName[];
const allowed = (child: ChildName): string[] => [
  ...CHILD_ENV_ALLOWLISTS[child].inherited,
  ...CHILD_ENV_ALLOWLISTS[child].given,
];

describe('the environment allow-list of each child', () => {
  it('names every child the launcher starts', () => {
    expect([...CHILDREN].sort()).toEqual(['bff', 'database', 'renderer', ...SERVICE_NAMES].sort());
  });

  it('reads the schemas (a misread one would let anything pass)', () => {
    expect(BASE_SERVICE_KEYS).toEqual(
      expect.arrayContaining(['MONGODB_URI', 'CALLER_TOKENS', 'NODE_ENV', 'MAX_CONNECTIONS']),
    );
    expect(DECLARED.bff).toEqual(expect.arrayContaining(['JWT_SECRET', 'REQUEST_TIMEOUT_MS']));
    expect(DECLARED.renderer).toEqual(expect.arrayContaining(['SITE_URL', 'RENDER_WORKERS']));
    expect(DECLARED.identity).toEqual(expect.arrayContaining(['ADMIN_PASSWORD', 'MONGODB_URI']));
    expect(DECLARED.content).toEqual(expect.arrayContaining(['SERVICE_TOKEN', 'LISTINGS_URL']));
  });

  it.each(CHILDREN)('of the %s holds every variable its configuration declares', (child) => {
    const missing = DECLARED[child].filter((name) => !allowed(child).includes(name));
    expect({ child, missing }).toEqual({ child, missing: [] });
  });

  it.each(CHILDREN)('of the %s holds every variable its code reads by name', (child) => {
    const reads = directEnvReads(SOURCE_DIRS[child], NOT_STARTED);
    const fromPrimary = FROM_OWN_PRIMARY[child] ?? [];
    const missing = reads.filter(
      (name) => !allowed(child).includes(name) && !fromPrimary.includes(name),
    );
    expect({ child, missing }).toEqual({ child, missing: [] });
  });

  it.each(CHILDREN)('of the %s holds nothing the child does not read', (child) => {
    const read = new Set([
      ...DECLARED[child],
      ...directEnvReads(SOURCE_DIRS[child], NOT_STARTED),
      ...RUNTIME_VARIABLES,
      ...READ_BY_LIBRARIES,
    ]);
    const unread = allowed(child).filter((name) => !read.has(name));
    expect({ child, unread }).toEqual({ child, unread: [] });
  });

  it('gives the secrets to the one child each that needs them', () => {
    const holders = (name: string) => CHILDREN.filter((child) => allowed(child).includes(name));
    expect(holders('JWT_SECRET')).toEqual(['bff']);
    expect(holders('ADMIN_PASSWORD')).toEqual(['identity']);
    expect(holders('SMTP_URL')).toEqual(['content']);
    expect(holders('MONGODB_URI')).toEqual([...SERVICE_NAMES]);
    expect(holders('CALLER_TOKENS')).toEqual([...SERVICE_NAMES]);
    // A token to present: the BFF's, and content's own for the listings service.
    expect(holders('SERVICE_TOKEN')).toEqual(['content', 'bff']);
  });
});
