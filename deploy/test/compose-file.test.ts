// docker-compose.yml, checked without Docker: every container, port, volume, health check,
// dependency and variable.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REMOTE_NAMES, SAME_ORIGIN_REGISTRY, SERVICE_NAMES } from '@reedmere/contracts';
import { execForm, parseDockerfile, stageArgs } from '../src/topology/parse-dockerfile';
import { listWorkspaces, REPO_ROOT } from '../src/topology/workspaces';
import {
  composeBuilds,
  DEPLOYER_DOCKERFILE,
  NODE_DOCKERFILE,
  productionImages,
} from './production-images';

interface ComposeService {
  image?: string;
  entrypoint?: string[];
  command?: string[];
  container_name?: string;
  user?: string;
  profiles?: string[];
  build?: { context: string; dockerfile: string; args?: Record<string, string | number> };
  restart?: string;
  environment?: Record<string, string | number>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const composeText = read('docker-compose.yml');
// Merge keys (`<<: *mongo-member`) resolved, as compose does.
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const names = Object.keys(services);
const env = (name: string) => services[name]!.environment ?? {};

/** `${VAR}`, `${VAR:-default}`, `${VAR:?message}` ... as compose interpolates them. */
const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}/g;
// Compose does not interpolate comments.
const withoutComments = composeText
  .split('\n')
  .filter((line) => !line.trim().startsWith('#'))
  .join('\n');
const uses = [...withoutComments.matchAll(VARIABLE)].map((m) => ({ name: m[1]!, op: m[2] ?? '' }));

const hasHealthcheck = (name: string): boolean => {
  const service = services[name]!;
  if (service.healthcheck) return true;
  if (!service.build) return false;
  const stages = parseDockerfile(read(service.build.dockerfile));
  return stages.at(-1)!.instructions.some((i) => i.keyword === 'HEALTHCHECK');
};

describe('the images', () => {
  const builds = composeBuilds();
  const PRODUCTION = productionImages();
  const workspaceDirs = listWorkspaces().map((w) => w.dir);

  it.each(Object.entries(PRODUCTION))(
    'builds %s in one service, from the repository root, with the Dockerfile of its kind',
    (dir, { dockerfile }) => {
      const found = builds.filter((b) => b.args.WORKSPACE === dir);
      expect(found.map((b) => [b.context, b.dockerfile])).toEqual([['.', dockerfile]]);
    },
  );

  it('builds nothing else: each WORKSPACE argument is an existing workspace that runs in production', () => {
    const workspaceBuilds = builds.filter((b) => b.dockerfile !== DEPLOYER_DOCKERFILE);
    for (const { service, args } of workspaceBuilds) {
      expect([service, workspaceDirs.includes(args.WORKSPACE!)]).toEqual([service, true]);
      expect([service, args.WORKSPACE! in PRODUCTION]).toEqual([service, true]);
    }
    expect(workspaceBuilds).toHaveLength(Object.keys(PRODUCTION).length);
  });

  it('builds the release command line, no workspace of its own, as one image for the deployer and the job that writes the registry first', () => {
    // The checkout with every workspace: no WORKSPACE, no other argument.
    const release = builds.filter((b) => b.dockerfile === DEPLOYER_DOCKERFILE);
    expect(release.map((b) => [b.service, b.context, b.args])).toEqual([
      ['releases-init', '.', {}],
      ['deployer', '.', {}],
    ]);
    // One image name: `docker compose build deployer` also renews the job's image.
    const image = services.deployer!.image;
    expect(image).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(names.filter((n) => services[n]!.image === image)).toEqual([
      'releases-init',
      'deployer',
    ]);
  });

  it('passes each build every argument its Dockerfile needs, and none it does not read', () => {
    for (const { service, dockerfile, args } of builds) {
      const declared = new Map(
        parseDockerfile(read(dockerfile)).flatMap((stage) => [...stageArgs(stage)]),
      );
      for (const name of Object.keys(args)) {
        expect([service, name, declared.has(name)]).toEqual([service, name, true]);
      }
      for (const [name, fallback] of declared) {
        if (fallback !== undefined) continue;
        expect([service, name, args[name] ?? null]).toEqual([service, name, expect.any(String)]);
      }
    }
  });

  it('builds each Node process for the port compose gives it', () => {
    const node = builds.filter((b) => b.dockerfile === NODE_DOCKERFILE);
    expect(node.map((b) => b.args.WORKSPACE).sort()).toEqual(
      Object.keys(PRODUCTION)
        .filter((dir) => PRODUCTION[dir]!.dockerfile === NODE_DOCKERFILE)
        .sort(),
    );
    for (const { service, args } of node) {
      expect([service, args.PORT]).toEqual([service, String(env(service).PORT)]);
    }
  });
});

const MEMBERS = ['mongo1', 'mongo2', 'mongo3'];
/**
 * Jobs that run once and exit (the replica set's initiation, the registry's creation): no health
 * check, no server; whoever needs them waits for them to complete.
 */
const JOBS = ['mongo-init', 'releases-init'];
/**
 * Run by hand and exiting when done (`docker compose run --rm deployer ...`), in a profile that
 * `docker compose up` leaves out: no health check, no restart, nothing waits for it.
 */
const COMMANDS = ['deployer'];

describe('the database', () => {
  it('runs three members of the official MongoDB image, each on its own named volume, with a mongosh ping', () => {
    const volumes = new Set<string>();
    for (const name of MEMBERS) {
      const member = services[name]!;
      expect(member.image).toMatch(/^mongo:(7|8)(\.\d+)*$/);
      const data = member.volumes!.find((v) => v.split(':')[1] === '/data/db')!;
      const volume = data.split(':')[0]!;
      expect(volume).toMatch(/^[a-z][a-z0-9-]*$/); // a name, not a host path
      expect(Object.keys(compose.volumes)).toContain(volume);
      volumes.add(volume);
      expect(member.healthcheck!.test.join(' ')).toMatch(/mongosh .*ping/);
    }
    expect(volumes.size).toBe(3);
    // The first member keeps the volume of the single database it replaces.
    expect(services.mongo1!.volumes).toContain('mongo-data:/data/db');
  });

  it('starts each member in the replica set rs0 with the shared key, which is a required secret', () => {
    const script = read('deploy/mongo/start-member.sh');
    expect(script).toMatch(/mongod --replSet rs0 --bind_ip_all --keyFile "\$key_file"/);
    expect(script).toMatch(/chmod 400/);
    for (const name of MEMBERS) {
      const member = services[name]!;
      expect(member.entrypoint).toEqual(['bash', '/deploy/start-member.sh']);
      expect(member.volumes).toContain('./deploy/mongo/start-member.sh:/deploy/start-member.sh:ro');
      expect(String(env(name).MONGO_REPLICA_KEY)).toMatch(/^\$\{MONGO_REPLICA_KEY:\?/);
    }
    // Only the first creates the users; the others get them by replication.
    expect(Object.keys(env('mongo1'))).toContain('MONGO_INITDB_ROOT_USERNAME');
    for (const name of ['mongo2', 'mongo3']) {
      expect(Object.keys(env(name))).toEqual(['MONGO_REPLICA_KEY']);
    }
  });

  it('initiates the set of the three members once they are healthy, in a job the services wait for', () => {
    const job = services['mongo-init']!;
    expect(job.command![0]).toBe('mongosh');
    expect(job.command!.join(' ')).toMatch(/@mongo1:27017\/admin\?directConnection=true/);
    expect(Object.keys(job.depends_on!)).toEqual(MEMBERS);
    const script = read('deploy/mongo/initiate-replica-set.js');
    expect(script).toMatch(/_id: 'rs0'/);
    for (const name of MEMBERS) expect(script).toContain(`'${name}:27017'`);
    expect(script).toMatch(/NotYetInitialized/);
  });

  it('connects every service to the whole set, with retryable writes', () => {
    const users = names.filter((n) => 'MONGODB_URI' in env(n));
    expect(users).toHaveLength(6);
    for (const name of users) {
      const uri = String(env(name).MONGODB_URI);
      expect(uri).toMatch(
        /^mongodb:\/\/.+@mongo1:27017,mongo2:27017,mongo3:27017\/reedmere\?replicaSet=rs0&authSource=reedmere&retryWrites=true$/,
      );
      expect(services[name]!.depends_on).toEqual({
        'mongo-init': { condition: 'service_completed_successfully' },
      });
    }
  });
});

describe('scaling out', () => {
  it('lets the BFF and the services run as several replicas: no fixed container names or host ports', () => {
    for (const name of ['bff', 'renderer', ...SERVICE_NAMES]) {
      expect([name, services[name]!.container_name, services[name]!.ports]).toEqual([
        name,
        undefined,
        undefined,
      ]);
    }
  });

  it('balances the proxy across every BFF replica, looked up again as replicas come and go', () => {
    const caddyfile = read('deploy/proxy/Caddyfile');
    expect(caddyfile).toMatch(/dynamic a bff \{args\[0\]\} \{\s*refresh \d+s\s*\}/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
  });
});

it('publishes ports only on the proxy: 80 and 443', () => {
  expect(names.filter((n) => services[n]!.ports)).toEqual(['proxy']);
  expect(services.proxy!.ports).toEqual(['80:80', '443:443']);
});

it('declares every named volume it uses, and every bind mount exists', () => {
  for (const name of names) {
    for (const mount of services[name]!.volumes ?? []) {
      const source = mount.split(':')[0]!;
      if (source.startsWith('./')) {
        expect([mount, existsSync(path.join(REPO_ROOT, source))]).toEqual([mount, true]);
      } else {
        expect(Object.keys(compose.volumes)).toContain(source);
      }
    }
  }
});

it('gives every service a health check and a restart policy', () => {
  for (const name of names.filter((n) => !JOBS.includes(n) && !COMMANDS.includes(n))) {
    expect([name, hasHealthcheck(name)]).toEqual([name, true]);
    expect([name, services[name]!.restart]).toEqual([name, 'unless-stopped']);
  }
});

it('never restarts a job or a command that has succeeded: a release would run again', () => {
  for (const name of [...JOBS, ...COMMANDS]) {
    expect(names).toContain(name);
    expect([name, ['no', 'on-failure', undefined].includes(services[name]!.restart)]).toEqual([
      name,
      true,
    ]);
  }
});

it('waits for healthy dependencies that exist', () => {
  for (const name of names) {
    for (const [dep, { condition }] of Object.entries(services[name]!.depends_on ?? {})) {
      expect(names).toContain(dep);
      if (JOBS.includes(dep)) {
        expect([name, dep, condition]).toEqual([name, dep, 'service_completed_successfully']);
        continue;
      }
      expect([name, dep, condition]).toEqual([name, dep, 'service_healthy']);
      expect(hasHealthcheck(dep)).toBe(true);
    }
  }
  const databaseUsers = names.filter((n) => 'MONGODB_URI' in env(n));
  for (const name of [...databaseUsers, 'shell']) {
    expect(Object.keys(services.bff!.depends_on!)).toContain(name);
  }
});

describe('variables', () => {
  const example = read('.env.example').split('\n');
  const documented = example
    .map((line, i) => ({ match: /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line), previous: example[i - 1] }))
    .filter((entry) => entry.match);

  it('documents in .env.example exactly the variables compose reads, each with a comment', () => {
    const used = [...new Set(uses.map((u) => u.name))].sort();
    expect(documented.map((d) => d.match![1]).sort()).toEqual(used);
    for (const entry of documented) expect(entry.previous).toMatch(/^# \S/);
  });

  it('holds no secrets in .env.example', () => {
    for (const name of [
      'JWT_SECRET',
      'BFF_SERVICE_TOKEN',
      'CONTENT_SERVICE_TOKEN',
      'MONGO_ROOT_PASSWORD',
      'MONGO_APP_PASSWORD',
      'MONGO_REPLICA_KEY',
      'ADMIN_PASSWORD',
      'SECOND_FACTOR_KEY',
      'STAFF_ASSERTION_KEY',
    ]) {
      expect(documented.find((d) => d.match![1] === name)?.match![2]).toBe('');
    }
  });

  it('requires every secret with ${VAR:?message}', () => {
    const required = [
      'JWT_SECRET',
      'BFF_SERVICE_TOKEN',
      'CONTENT_SERVICE_TOKEN',
      'MONGO_ROOT_USERNAME',
      'MONGO_ROOT_PASSWORD',
      'MONGO_APP_PASSWORD',
      'MONGO_REPLICA_KEY',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'SECOND_FACTOR_KEY',
      'PUBLIC_ORIGIN',
      'SITE_ADDRESS',
      'ADMIN_ORIGIN',
      'ADMIN_ADDRESS',
      'STAFF_ASSERTION_KEY',
      'STAFF_ASSERTION_PUBLIC_KEY',
    ];
    for (const name of required) {
      const found = uses.filter((u) => u.name === name);
      expect([name, found.length > 0]).toEqual([name, true]);
      for (const use of found) expect([name, use.op]).toEqual([name, ':?']);
    }
  });
});

describe('the services and the BFF', () => {
  const SERVICES: Record<string, number> = {
    listings: 4101,
    developments: 4102,
    news: 4103,
    content: 4104,
    media: 4105,
    identity: 4106,
  };
  const configText = (dir: string) =>
    [
      read('packages/service-kit/src/env.ts'),
      ...(existsSync(path.join(REPO_ROOT, dir, 'src/config.ts'))
        ? [read(`${dir}/src/config.ts`)]
        : []),
    ].join('\n');

  /** The token each caller presents, by the variable it is set from. */
  const CALLER_VARIABLES: Record<string, string> = {
    bff: 'BFF_SERVICE_TOKEN',
    content: 'CONTENT_SERVICE_TOKEN',
  };
  /** The callers each service answers: the BFF everywhere, content at listings too. */
  const CALLERS: Record<string, string[]> = {
    listings: ['bff', 'content'],
    developments: ['bff'],
    news: ['bff'],
    content: ['bff'],
    media: ['bff'],
    identity: ['bff'],
  };
  const REQUIRED_TOKEN = (variable: string) => `\\$\\{${variable}:\\?[^}]*\\}`;
  /** `name:${VAR:?message}` pairs of a CALLER_TOKENS value, or null when it has anything else. */
  const callerPairs = (value: string): Array<[string, string]> | null => {
    const pair = /([a-z-]+):\$\{([A-Z_]+):\?[^}]*\}/g;
    const pairs = [...value.matchAll(pair)].map((m) => [m[1]!, m[2]!] as [string, string]);
    const rebuilt = [...value.matchAll(pair)].map((m) => m[0]).join(',');
    return rebuilt === value ? pairs : null;
  };

  it('gives the BFF its own token to present, and content its own for the listings', () => {
    expect(env('bff').SERVICE_TOKEN).toMatch(
      new RegExp(`^${REQUIRED_TOKEN('BFF_SERVICE_TOKEN')}$`),
    );
    expect(env('content').SERVICE_TOKEN).toMatch(
      new RegExp(`^${REQUIRED_TOKEN('CONTENT_SERVICE_TOKEN')}$`),
    );
    for (const name of Object.keys(SERVICES).filter((n) => n !== 'content')) {
      expect([name, env(name).SERVICE_TOKEN]).toEqual([name, undefined]);
    }
  });

  it('gives the BFF alone the key it signs who is acting with, and every service the public half', () => {
    expect(env('bff').STAFF_ASSERTION_KEY).toMatch(
      new RegExp(`^${REQUIRED_TOKEN('STAFF_ASSERTION_KEY')}$`),
    );
    expect(env('bff').STAFF_ASSERTION_PUBLIC_KEY).toBeUndefined();
    for (const name of Object.keys(SERVICES)) {
      expect([name, env(name).STAFF_ASSERTION_PUBLIC_KEY]).toEqual([
        name,
        expect.stringMatching(new RegExp(`^${REQUIRED_TOKEN('STAFF_ASSERTION_PUBLIC_KEY')}$`)),
      ]);
      expect([name, env(name).STAFF_ASSERTION_KEY]).toEqual([name, undefined]);
    }
  });

  it.each(Object.entries(SERVICES))(
    '%s: production, all interfaces, its port, the database, exactly its callers',
    (name, port) => {
      const e = env(name);
      expect(e).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: port });
      expect(callerPairs(String(e.CALLER_TOKENS))).toEqual(
        CALLERS[name]!.map((caller) => [caller, CALLER_VARIABLES[caller]]),
      );
      // Every variable given is one the service reads (a typo would be silently ignored).
      const text = configText(`services/${name}`);
      for (const key of Object.keys(e))
        expect([name, key, text.includes(`${key}:`)]).toEqual([name, key, true]);
    },
  );

  it('the BFF reaches each service by its name and port, trusts the proxy, and runs in production', () => {
    const e = env('bff');
    for (const [name, port] of Object.entries(SERVICES)) {
      expect(e[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:${port}`);
    }
    expect(e).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: 8080,
      TRUST_PROXY: 'true',
    });
    const text =
      read('bff/src/bff-settings.ts') + read('packages/service-kit/src/server-limits-env.ts');
    for (const key of Object.keys(e)) expect([key, text.includes(`${key}:`)]).toEqual([key, true]);
  });

  it('the BFF proxies each remote to its container, where the default registry names it', () => {
    const e = env('bff');
    // The registry file starts with each remote at /remotes/<name>/mf-manifest.json (no build
    // id), which is proxied below; a deployed build's path is served from the volume instead.
    expect(read('launcher/src/remote-registry-file.ts')).toContain(
      'writeFileSync(file, registryText(SAME_ORIGIN_REGISTRY))',
    );
    for (const name of REMOTE_NAMES) {
      expect(SAME_ORIGIN_REGISTRY[name]).toBe(`/remotes/${name}/mf-manifest.json`);
    }
    const upstreams = Object.fromEntries(
      String(e.REMOTE_UPSTREAMS)
        .split(',')
        .map((pair) => pair.split('=') as [string, string]),
    );
    expect(Object.keys(upstreams).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const [name, url] of Object.entries(upstreams)) {
      expect(url).toBe(`http://mfe-${name}:8080`);
      expect(names).toContain(`mfe-${name}`);
    }
    expect(e.SHELL_UPSTREAM).toBe('http://shell:8080');
  });
});

describe('the renderer', () => {
  it('reads the site through the BFF, holds no secrets, and the BFF sends it the pages', () => {
    const e = env('renderer');
    expect(e).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: 8090 });
    expect(e.SITE_URL).toBe('http://bff:8080');
    expect(Object.keys(e).sort()).toEqual(['HOST', 'METRICS_PORT', 'NODE_ENV', 'PORT', 'SITE_URL']);
    expect(env('bff').RENDERER_URL).toBe(`http://renderer:${e.PORT}`);
    // Healthy only once it has loaded the remotes.
    expect(services.renderer!.build?.args?.HEALTH_PATH).toBe('/ready');
    const text = read('renderer/src/config.ts');
    for (const key of Object.keys(e).filter((k) => k !== 'NODE_ENV')) {
      expect([key, text.includes(`${key}:`)]).toEqual([key, true]);
    }
  });
});

describe('releases', () => {
  interface Mount {
    source: string;
    target: string;
    readOnly: boolean;
  }
  const mounts = (name: string): Mount[] =>
    (services[name]!.volumes ?? []).map((mount) => {
      const [source = '', target = '', mode] = mount.split(':');
      return { source, target, readOnly: mode === 'ro' };
    });
  /** The mount a path of the container is on. */
  const mountOf = (name: string, file: string) =>
    mounts(name).find((m) => file === m.target || file.startsWith(`${m.target}/`));
  const bff = env('bff');
  const registryFile = String(bff.REMOTES_FILE);
  const deploysDir = String(bff.REMOTE_DEPLOYS_DIR);
  const releases = mountOf('bff', registryFile);
  const deployerImage = parseDockerfile(read(DEPLOYER_DOCKERFILE)).at(-1)!;
  const lastOf = (keyword: string) =>
    deployerImage.instructions.filter((i) => i.keyword === keyword).at(-1)?.args;
  const entrypoint = execForm(lastOf('ENTRYPOINT')!);
  const dataDir = entrypoint[entrypoint.indexOf('--data-dir') + 1];

  it('gives the BFF a registry file and a folder of deployed builds on one named volume it writes to', () => {
    expect(releases).toBeDefined();
    expect(mountOf('bff', deploysDir)).toEqual(releases);
    // A name declared below, not a host folder; writable: the health check rewrites the registry.
    expect(releases!.source).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(Object.keys(compose.volumes)).toContain(releases!.source);
    expect(releases!.readOnly).toBe(false);
  });

  it('mounts that volume in the deployer and the releases-init job at the path their --data-dir names', () => {
    expect(entrypoint.includes('--data-dir')).toBe(true);
    expect(dataDir).toBe(releases!.target);
    for (const name of ['deployer', 'releases-init']) {
      expect([name, mounts(name)]).toEqual([name, [releases]]);
      // The image's entrypoint, with its --data-dir, is what runs.
      expect([name, services[name]!.entrypoint]).toEqual([name, undefined]);
    }
    // The files the command line writes there are the ones the BFF reads.
    const files = read('launcher/src/remote-registry-file.ts');
    expect(files).toContain("path.join(dataDir, 'remotes.json')");
    expect(files).toContain("path.join(dataDir, 'remotes')");
    expect(registryFile).toBe(`${dataDir}/remotes.json`);
    expect(deploysDir).toBe(`${dataDir}/remotes`);
    // The renderer reads the registry and the builds through the BFF: nothing else mounts it.
    const users = names.filter((n) => mounts(n).some((m) => m.source === releases!.source));
    expect(users.sort()).toEqual(['bff', 'deployer', 'releases-init']);
  });

  it('writes the registry before the BFF starts: releases-init runs `status` at every start and the BFF waits for it', () => {
    const job = services['releases-init']!;
    // `status` creates the registry when there is none (ensureRegistryFile) and changes nothing.
    expect(job.command).toEqual(['status']);
    expect(read('launcher/src/deploy-remote-cli.ts')).toMatch(
      /async function runReleaseCommand\([^)]*\)[^{]*\{\s*const registryFile = ensureRegistryFile\(dataDir\);\s*if \(command === 'status'\)/,
    );
    expect(job.restart).toBe('no');
    expect(job.profiles).toBeUndefined();
    expect(services.bff!.depends_on!['releases-init']).toEqual({
      condition: 'service_completed_successfully',
    });
  });

  it('leaves the deployer out of `docker compose up`: in a profile, run by hand, waited for by nothing', () => {
    const deployer = services.deployer!;
    expect(deployer.profiles).toEqual(['release']);
    // No command: `status` (the image's CMD) unless one is given to `docker compose run`.
    expect(deployer.command).toBeUndefined();
    expect(names.filter((n) => 'deployer' in (services[n]!.depends_on ?? {}))).toEqual([]);
  });

  it('lets the BFF write what the deployer writes: both run as node, who owns the empty volume', () => {
    // An empty named volume takes the owner of the folder it is mounted on in the first image to
    // mount it: the deployer's (releases-init, which the BFF waits for), where node owns it.
    expect(lastOf('USER')).toBe('node');
    expect(
      deployerImage.instructions.some(
        (i) =>
          i.keyword === 'RUN' &&
          new RegExp(`install -d -o node -g node (-m \\d+ )?${dataDir}( |$)`).test(i.args),
      ),
    ).toBe(true);
    const bffImage = parseDockerfile(read(services.bff!.build!.dockerfile)).at(-1)!;
    expect(bffImage.instructions.filter((i) => i.keyword === 'USER').at(-1)?.args).toBe('node');
    for (const name of ['bff', 'deployer', 'releases-init']) {
      expect([name, services[name]!.user]).toEqual([name, undefined]);
    }
  });
});

describe('the metrics', () => {
  it('are answered by the BFF and the renderer on a port of their own, published nowhere', () => {
    for (const name of ['bff', 'renderer']) {
      const e = env(name);
      expect([name, e.METRICS_PORT]).toEqual([name, 9464]);
      expect(e.METRICS_PORT).not.toBe(e.PORT);
      expect(e.METRICS_PORT).not.toBe(e.ADMIN_PORT);
      expect(services[name]!.ports).toBeUndefined();
    }
    // The proxy forwards only the sites' ports.
    expect(read('deploy/proxy/Caddyfile')).not.toContain('9464');
  });
});

describe('the proxy', () => {
  const caddyfile = read('deploy/proxy/Caddyfile');

  it('runs the official Caddy image with the Caddyfile and certificate folders mounted', () => {
    expect(services.proxy!.image).toMatch(/^caddy:2/);
    expect(services.proxy!.volumes).toEqual(
      expect.arrayContaining([
        './deploy/proxy/Caddyfile:/etc/caddy/Caddyfile:ro',
        './deploy/proxy/certs:/certs:ro',
      ]),
    );
    expect(Object.keys(services.proxy!.depends_on!)).toEqual(['bff', 'renderer']);
  });

  it('terminates TLS for each site and forwards it to its own BFF listener with X-Forwarded-*', () => {
    expect(caddyfile).toMatch(
      /^\{\$SITE_ADDRESS\} \{\n\ttls \{\$TLS_CONFIG\}\n\timport to_bff 8080\n\}$/m,
    );
    expect(caddyfile).toMatch(
      /^\{\$ADMIN_ADDRESS\} \{\n\ttls \{\$TLS_CONFIG\}\n\timport to_bff 8081\n\}$/m,
    );
    expect(env('bff')).toMatchObject({ PORT: 8080, ADMIN_PORT: 8081 });
    expect(caddyfile).toMatch(
      /reverse_proxy \{\s*# [^\n]*\n[^\n]*\n\s*dynamic a bff \{args\[0\]\}/,
    );
    expect(caddyfile).toMatch(/header_up X-Forwarded-Proto \{scheme\}/);
    expect(caddyfile).toMatch(/header_up X-Forwarded-For \{remote_host\}/);
    // The Caddyfile's variables are the proxy container's environment.
    for (const [, name] of caddyfile.matchAll(/\{\$([A-Z_]+)\}/g)) {
      expect(Object.keys(env('proxy'))).toContain(name);
    }
  });
  it('sets explicit timeouts, each within what the BFF allows', () => {
    const seconds = (name: string): number => {
      const match = caddyfile.match(new RegExp(`^\\s*${name} (\\d+)([sm])$`, 'm'));
      expect([name, match]).toEqual([name, expect.anything()]);
      return Number(match![1]) * (match![2] === 'm' ? 60 : 1);
    };
    // The BFF's defaults (bff/README.md): headers 10 s, uploads 5 minutes, idle 75 s.
    expect(seconds('read_header')).toBeLessThanOrEqual(10);
    expect(seconds('read_body')).toBeGreaterThan(5 * 60);
    expect(seconds('write')).toBeGreaterThan(seconds('read_body'));
    expect(seconds('idle')).toBeGreaterThan(0);
    expect(seconds('dial_timeout')).toBeGreaterThan(0);
    expect(seconds('response_header_timeout')).toBeGreaterThan(60);
    // Idle connections to the BFF close on the proxy's side first.
    expect(seconds('keepalive')).toBeLessThan(75);
  });
});
