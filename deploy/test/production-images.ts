// What the checks of docker-compose.yml and of the Dockerfiles share: the workspaces that run in
// production, what each is built as, and the builds the compose file asks for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SERVICE_NAMES } from '@reedmere/contracts';
import { REPO_ROOT } from '../src/topology/workspaces';

export const NODE_DOCKERFILE = 'deploy/docker/node.Dockerfile';
export const STATIC_DOCKERFILE = 'deploy/docker/static.Dockerfile';
/** The release command line's image: the checkout, not a workspace's build. */
export const DEPLOYER_DOCKERFILE = 'deploy/docker/deployer.Dockerfile';

export interface ProductionImage {
  dockerfile: typeof NODE_DOCKERFILE | typeof STATIC_DOCKERFILE;
  /** What the health check asks: a route of the process, or the file the site needs first. */
  health: string;
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** `services/<name>` for each service the launcher starts (SERVICE_NAMES). */
export function launcherServices(): string[] {
  return SERVICE_NAMES.map((name) => `services/${name}`);
}

/** The workspace of each remote (REMOTES, the one place that names them). */
export function remoteWorkspaces(): string[] {
  return [...read('packages/mf-build/src/remotes.ts').matchAll(/workspace: '([a-z-]+)'/g)].map(
    (m) => m[1]!,
  );
}

/**
 * Every workspace that runs in production: the services, the BFF, the renderer, the shell and the
 * remotes, read from the lists the launcher and the build use, so a new service or remote is
 * expected in docker-compose.yml without an edit here.
 */
export function productionImages(): Record<string, ProductionImage> {
  const node = (health: string) => ({ dockerfile: NODE_DOCKERFILE, health }) as const;
  const web = (health: string) => ({ dockerfile: STATIC_DOCKERFILE, health }) as const;
  return {
    // createServiceApp (packages/service-kit) answers /health for every service.
    ...Object.fromEntries(launcherServices().map((dir) => [dir, node('/health')])),
    bff: node('/api/health'),
    // Healthy once it has loaded the remotes (it answers /health from the start).
    renderer: node('/ready'),
    shell: web('/index.html'),
    ...Object.fromEntries(remoteWorkspaces().map((dir) => [dir, web('/mf-manifest.json')])),
  };
}

export interface ComposeBuild {
  /** The compose service. */
  service: string;
  context: string;
  dockerfile: string;
  /** Build arguments as Docker receives them: strings. */
  args: Record<string, string>;
}

/** The services of docker-compose.yml built from this repository. */
export function composeBuilds(): ComposeBuild[] {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<
      string,
      { build?: { context: string; dockerfile: string; args?: Record<string, unknown> } }
    >;
  };
  return Object.entries(compose.services).flatMap(([name, { build }]) =>
    build
      ? [
          {
            service: name,
            context: build.context,
            dockerfile: build.dockerfile,
            args: Object.fromEntries(
              Object.entries(build.args ?? {}).map(([key, value]) => [key, String(value)]),
            ),
          },
        ]
      : [],
  );
}
