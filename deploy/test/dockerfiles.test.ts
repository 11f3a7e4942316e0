// Each production workspace's Dockerfile, read without a Docker engine: multi-stage, non-root,
// built the way `npm run build` builds it, and starting what that build outputs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  execForm,
  parseCopy,
  parseDockerfile,
  stageEnv,
  type Stage,
} from '../src/topology/parse-dockerfile';
import { listWorkspaces, REPO_ROOT, workspaceClosure } from '../src/topology/workspaces';

const workspaces = listWorkspaces();
const withDockerfile = workspaces.filter((w) =>
  existsSync(path.join(REPO_ROOT, w.dir, 'Dockerfile')),
);
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The health route of each Node process (service-kit's createServiceApp, the BFF's routes). */
const HEALTH: Record<string, string> = {
  'services/listings': '/health',
  'services/developments': '/health',
  'services/news': '/health',
  'services/content': '/health',
  'services/media': '/health',
  'services/identity': '/health',
  bff: '/api/health',
  renderer: '/health',
};
const STATIC = [
  'shell',
  'mfe-listings',
  'mfe-developments',
  'mfe-news',
  'mfe-calculators',
  'mfe-admin',
];

const runArgs = (stage: Stage) =>
  stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
const last = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).at(-1)?.args;

it('every workspace that runs in production has a Dockerfile, and no other', () => {
  expect(withDockerfile.map((w) => w.dir).sort()).toEqual(
    [...Object.keys(HEALTH), ...STATIC].sort(),
  );
});

describe.each(withDockerfile.map((w) => [w.dir, w] as const))('%s/Dockerfile', (dir, workspace) => {
  const stages = parseDockerfile(read(`${dir}/Dockerfile`));
  const final = stages.at(-1)!;
  const build = stages.find((s) => s.name === 'build');
  const isNode = dir in HEALTH;

  it('is multi-stage, with a build stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(build).toBeDefined();
    expect(final.name).toBeUndefined();
  });

  it('starts every stage from node:20-bookworm-slim, an earlier stage, or unprivileged nginx', () => {
    const names = new Set<string>();
    for (const stage of stages) {
      expect(
        stage.base === 'node:20-bookworm-slim' ||
          names.has(stage.base) ||
          stage.base.startsWith('nginxinc/nginx-unprivileged:'),
      ).toBe(true);
      if (stage.name) names.add(stage.name);
    }
  });

  it('runs the final stage as a non-root user', () => {
    if (final.base.startsWith('nginxinc/nginx-unprivileged:')) {
      expect(last(final, 'USER')).toBeUndefined(); // the image's own user (nginx, uid 101)
    } else {
      expect(last(final, 'USER')).toBeDefined();
      expect(last(final, 'USER')).not.toMatch(/^(root|0)(:|$)/);
    }
  });

  it('copies only paths that exist in the repository and are sent in the build context', () => {
    for (const stage of stages) {
      for (const copy of stage.instructions.filter((i) => i.keyword === 'COPY')) {
        const { from, sources } = parseCopy(copy.args);
        if (from) continue;
        for (const source of sources) {
          expect([source, existsSync(path.join(REPO_ROOT, source))]).toEqual([source, true]);
          expect(source).not.toMatch(/(^|\/)(node_modules|dist)(\/|$)/);
        }
      }
    }
  });

  it('copies every workspace manifest before npm ci (one lock file for all)', () => {
    const manifests = stages.find((s) => s.name === 'manifests')!;
    const copied = manifests.instructions
      .filter((i) => i.keyword === 'COPY')
      .flatMap((i) => parseCopy(i.args).sources);
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
      expect(copied).toContain(file);
    }
    for (const ws of workspaces) expect(copied).toContain(`${ws.dir}/package.json`);
  });

  it('installs and copies every workspace lerna builds with it, then builds it with lerna', () => {
    expect(workspace.scripts.build).toBeDefined();
    const closure = workspaceClosure(workspaces, workspace).map((w) => w.dir);
    const ci = runArgs(build!).find((r) => r.startsWith('npm ci'))!;
    expect(ci).toContain('--include-workspace-root');
    for (const ws of closure) expect(ci).toContain(`--workspace ${ws} `.trimEnd());
    const copied = build!.instructions
      .filter((i) => i.keyword === 'COPY')
      .flatMap((i) => parseCopy(i.args).sources);
    for (const ws of closure) expect(copied).toContain(`${ws}/`);
    expect(runArgs(build!)).toContain(
      `npx lerna run build --scope ${workspace.name} --include-dependencies`,
    );
  });

  if (isNode) {
    const buildConfig = JSON.parse(read(`${dir}/tsconfig.build.json`)) as {
      compilerOptions: { rootDir: string; outDir: string };
    };

    it('ships production dependencies only, with NODE_ENV=production', () => {
      const deps = stages.find((s) => s.name === 'deps')!;
      const ci = runArgs(deps).find((r) => r.startsWith('npm ci'))!;
      expect(ci).toContain('--omit=dev');
      for (const ws of workspaceClosure(workspaces, workspace, true)) {
        expect(ci).toContain(`--workspace ${ws.dir}`);
      }
      expect(ci).not.toContain('--workspace services/embedded-mongo');
      expect(stageEnv(final).NODE_ENV).toBe('production');
    });

    it('copies the built output of the workspace and of each runtime dependency', () => {
      const copies = final.instructions
        .filter((i) => i.keyword === 'COPY')
        .map((i) => parseCopy(i.args));
      for (const ws of workspaceClosure(workspaces, workspace, true)) {
        const out = `${ws.dir}/${buildConfig.compilerOptions.outDir}/`;
        expect(copies).toContainEqual({
          from: 'build',
          sources: [`/app/${out}`],
          destination: out,
        });
      }
    });

    it('starts the file the build outputs, as `npm start` does', () => {
      const [node, file] = execForm(last(final, 'CMD')!);
      expect(node).toBe('node');
      expect(last(final, 'WORKDIR')).toBe(`/app/${dir}`);
      expect(workspace.scripts.start).toBe(`node ${file}`);
      const { rootDir, outDir } = buildConfig.compilerOptions;
      const source = file!
        .replace(new RegExp(`^${outDir}/`), `${rootDir}/`)
        .replace(/\.js$/, '.ts');
      expect(existsSync(path.join(REPO_ROOT, dir, source))).toBe(true);
      if (existsSync(path.join(REPO_ROOT, dir, outDir))) {
        expect(existsSync(path.join(REPO_ROOT, dir, file!))).toBe(true);
      }
    });

    it('listens on all interfaces on the exposed port, checked by its health route', () => {
      const env = stageEnv(final);
      expect(env.HOST).toBe('0.0.0.0');
      expect(last(final, 'EXPOSE')).toBe(env.PORT);
      const probe = execForm(last(final, 'HEALTHCHECK')!).join(' ');
      expect(probe).toMatch(/^node -e /);
      expect(probe).toContain(`process.env.PORT + '${HEALTH[dir]}'`);
    });
  } else {
    it('serves the webpack output with the shared static-site configuration', () => {
      const copies = final.instructions
        .filter((i) => i.keyword === 'COPY')
        .map((i) => parseCopy(i.args));
      expect(copies).toContainEqual({
        from: undefined,
        sources: ['deploy/nginx/static-site.conf'],
        destination: '/etc/nginx/conf.d/default.conf',
      });
      expect(copies).toContainEqual({
        from: 'build',
        sources: [`/app/${dir}/dist/`],
        destination: '/usr/share/nginx/html/',
      });
      // webpack writes to <workspace>/dist (packages/mf-build: output.path).
      expect(read('packages/mf-build/src/config.ts')).toContain("path.join(options.dir, 'dist')");
      expect(workspace.scripts.build).toMatch(/^webpack /);
    });

    it('is checked by fetching the file the site needs first', () => {
      const entry = dir === 'shell' ? 'index.html' : 'mf-manifest.json';
      expect(last(final, 'EXPOSE')).toBe('8080');
      expect(execForm(last(final, 'HEALTHCHECK')!)).toEqual([
        'wget',
        '-q',
        '-O',
        '/dev/null',
        `http://127.0.0.1:8080/${entry}`,
      ]);
      if (existsSync(path.join(REPO_ROOT, dir, 'dist'))) {
        expect(existsSync(path.join(REPO_ROOT, dir, 'dist', entry))).toBe(true);
      }
    });
  }
});
