// The Dockerfiles, read without a Docker engine, and each production workspace's image as
// docker-compose.yml builds it: multi-stage, non-root, built the way `npm run build` builds it,
// with the workspaces it builds and runs with, and starting what that build outputs; and the
// release command line's image.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  execForm,
  parseCopy,
  parseDockerfile,
  resolveStage,
  stageArgs,
  stageEnv,
  type Stage,
} from '../src/topology/parse-dockerfile';
import { listWorkspaces, REPO_ROOT, workspaceClosure } from '../src/topology/workspaces';
import {
  composeBuilds,
  DEPLOYER_DOCKERFILE,
  launcherServices,
  NODE_DOCKERFILE,
  productionImages,
  remoteWorkspaces,
  STATIC_DOCKERFILE,
  type ComposeBuild,
} from './production-images';

const SCRIPT = 'deploy/docker/select-workspace.cjs';
const workspaces = listWorkspaces();
const builds = composeBuilds();
const PRODUCTION = productionImages();
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const readLines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

/** Each RUN's command, continuation lines joined with one space. */
const runArgs = (stage: Stage) =>
  stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args.replace(/\s+/g, ' '));
const copies = (stage: Stage) =>
  stage.instructions.filter((i) => i.keyword === 'COPY').map((i) => parseCopy(i.args));
/** Each stage copies from the build context only paths that exist, and no installed or built files. */
function expectContextCopiesExist(stages: Stage[]): void {
  for (const stage of stages) {
    for (const { from, sources } of copies(stage)) {
      if (from) continue;
      for (const source of sources) {
        expect([source, existsSync(path.join(REPO_ROOT, source))]).toEqual([source, true]);
        expect(source).not.toMatch(/(^|\/)(node_modules|dist)(\/|$)/);
      }
    }
  }
}
const last = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).at(-1)?.args;
const named = (stages: Stage[], name: string) => {
  const stage = stages.find((s) => s.name === name);
  if (!stage) throw new Error(`no stage ${name}`);
  return stage;
};

/** The one compose build of a workspace; throws unless there is exactly one. */
const buildOf = (dir: string): ComposeBuild => {
  const found = builds.filter((b) => b.args.WORKSPACE === dir);
  if (found.length !== 1) throw new Error(`${found.length} compose builds of ${dir}`);
  return found[0]!;
};
/** The stages of a workspace's image, with its compose build arguments put in. */
const imageOf = (dir: string) => {
  const { dockerfile, args } = buildOf(dir);
  return parseDockerfile(read(dockerfile)).map((stage) => resolveStage(stage, args));
};

const temp = mkdtempSync(path.join(os.tmpdir(), 'reedmere-select-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/**
 * Runs the selection stage's command as the build would, with `--out` put in a temporary folder:
 * plain words and `"$ARG"` only, which is all the command uses.
 */
function select(dockerfile: string, args: Record<string, string>, out: string) {
  const stage = named(parseDockerfile(read(dockerfile)), 'select');
  const declared = stageArgs(stage);
  const command = runArgs(stage).find((r) => r.startsWith(`node ${SCRIPT} `));
  if (!command) throw new Error(`the select stage of ${dockerfile} does not run ${SCRIPT}`);
  const words = command.split(/\s+/).map((word) => {
    const variable = /^"\$([A-Za-z_]\w*)"$/.exec(word);
    if (!variable) {
      if (/["'$`\\]/.test(word)) throw new Error(`cannot read ${word}`);
      return word;
    }
    const name = variable[1]!;
    if (!declared.has(name)) throw new Error(`$${name} is not an ARG of the select stage`);
    return args[name] ?? declared.get(name) ?? '';
  });
  const outAt = words.indexOf('--out') + 1;
  expect(outAt).toBeGreaterThan(0);
  words[outAt] = out;
  return spawnSync(process.execPath, words.slice(1), { cwd: REPO_ROOT, encoding: 'utf8' });
}

it('builds no image from a Dockerfile inside a workspace: only the shared ones, each used by compose', () => {
  const own = workspaces.filter((w) => existsSync(path.join(REPO_ROOT, w.dir, 'Dockerfile')));
  expect(own.map((w) => w.dir)).toEqual([]);
  const shared = readdirSync(path.join(REPO_ROOT, 'deploy/docker'))
    .filter((f) => f.endsWith('.Dockerfile'))
    .map((f) => `deploy/docker/${f}`);
  expect(shared.sort()).toEqual([DEPLOYER_DOCKERFILE, NODE_DOCKERFILE, STATIC_DOCKERFILE].sort());
  expect([...new Set(builds.map((b) => b.dockerfile))].sort()).toEqual(shared.sort());
});

it('runs in production the services the launcher starts, the BFF, the renderer, the shell and every remote', () => {
  // The lists were found, and name workspaces.
  expect(launcherServices().length).toBeGreaterThan(0);
  expect(remoteWorkspaces().length).toBeGreaterThan(0);
  const dirs = workspaces.map((w) => w.dir);
  for (const dir of Object.keys(PRODUCTION)) expect([dir, dirs.includes(dir)]).toEqual([dir, true]);
});

it('checks each Node process by a route it answers', () => {
  expect(read('packages/service-kit/src/create-service-app.ts')).toContain("app.get('/health',");
  expect(read('renderer/src/app.ts')).toContain("app.get('/ready',");
  // The BFF's health router, on the router mounted at /api.
  expect(read('bff/src/routes/health.ts')).toContain("router.get('/health',");
  expect(read('bff/src/app.ts')).toMatch(/api\.use\(healthRoutes\([\s\S]*app\.use\('\/api', api\)/);
});

it('sends the whole context to the selection stage only with dependencies, builds and secrets left out', () => {
  const ignored = read('.dockerignore').split('\n');
  for (const pattern of ['**/node_modules', '**/dist', '.env', '.git']) {
    expect(ignored).toContain(pattern);
  }
  for (const file of [NODE_DOCKERFILE, STATIC_DOCKERFILE, DEPLOYER_DOCKERFILE]) {
    // A Dockerfile's own <name>.dockerignore would replace the repository's.
    expect(existsSync(path.join(REPO_ROOT, `${file}.dockerignore`))).toBe(false);
  }
});

describe('the selection script', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [SCRIPT, '--out', path.join(temp, 'refused'), ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });

  it.each([
    [['--workspace', 'services/nothing']],
    [['--workspace', 'bff/']],
    [['--workspace', '']],
    [['--workspace', 'bff', '--start', 'dist/index.js']],
    [['--workspace', 'bff', '--start', '']],
    [['--workspace', 'bff', '--health-path', 'api/health']],
    [['--workspace', 'shell', '--health-path', '']],
  ])('refuses %j', (args) => {
    const result = run(...args);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^select-workspace: /);
  });

  it('picks out a workspace added to the root package.json, with no Dockerfile edited', () => {
    const root = path.join(temp, 'fixture');
    const write = (file: string, content: unknown) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(
        path.join(root, file),
        typeof content === 'string' ? content : JSON.stringify(content),
      );
    };
    write('package.json', { workspaces: ['packages/*', 'apps/new', 'apps/other'] });
    write('packages/lib/package.json', { name: 'lib', scripts: { build: 'tsc' } });
    write('packages/lib/src/index.ts', 'export {};');
    write('packages/lib/node_modules/x/index.js', '');
    write('packages/lib/dist/index.js', '');
    write('packages/tool/package.json', { name: 'tool', dependencies: { lib: '*' } });
    write('apps/new/package.json', {
      name: 'new',
      scripts: { build: 'tsc', start: 'node dist/main.js' },
      dependencies: { lib: '*', express: '*' },
      devDependencies: { tool: '*' },
    });
    write('apps/new/src/main.ts', 'export {};');
    write('apps/other/package.json', { name: 'other' });
    const out = path.join(temp, 'fixture-out');
    const result = spawnSync(
      process.execPath,
      [path.join(REPO_ROOT, SCRIPT), '--out', out, '--workspace', 'apps/new'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(readLines(path.join(out, 'closure/name'))).toEqual(['new']);
    expect(readLines(path.join(out, 'closure/build'))).toEqual([
      'apps/new',
      'packages/lib',
      'packages/tool',
    ]);
    expect(readLines(path.join(out, 'closure/runtime'))).toEqual(['apps/new', 'packages/lib']);
    for (const dir of ['apps/new', 'apps/other', 'packages/lib', 'packages/tool']) {
      expect(existsSync(path.join(out, 'manifests', dir, 'package.json'))).toBe(true);
    }
    expect(existsSync(path.join(out, 'sources/apps/new/src/main.ts'))).toBe(true);
    expect(existsSync(path.join(out, 'sources/packages/lib/src/index.ts'))).toBe(true);
    expect(existsSync(path.join(out, 'sources/apps/other'))).toBe(false);
    expect(existsSync(path.join(out, 'sources/packages/lib/node_modules'))).toBe(false);
    expect(existsSync(path.join(out, 'sources/packages/lib/dist'))).toBe(false);
  });
});

describe.each([NODE_DOCKERFILE, STATIC_DOCKERFILE])('%s', (file) => {
  const stages = parseDockerfile(read(file));
  const final = stages.at(-1)!;

  it('names no workspace it builds: adding one edits neither Dockerfile', () => {
    const instructions = stages
      .flatMap((s) => [s.base, ...s.instructions.map((i) => i.args)])
      .join('\n');
    // deploy/ is a workspace too, but the one holding the script and the nginx configuration.
    for (const w of workspaces.filter((w) => w.dir !== 'deploy')) {
      const named = instructions.includes(`${w.dir}/`) || instructions.includes(w.name);
      expect([w.dir, named]).toEqual([w.dir, false]);
    }
  });

  it('is multi-stage: selection, manifests and build stages, and an unnamed last one', () => {
    expect(stages.map((s) => s.name).slice(0, 3)).toEqual(['select', 'manifests', 'build']);
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

  it('runs the last stage as a non-root user', () => {
    if (final.base.startsWith('nginxinc/nginx-unprivileged:')) {
      expect(last(final, 'USER')).toBeUndefined(); // the image's own user (nginx, uid 101)
    } else {
      expect(last(final, 'USER')).toBeDefined();
      expect(last(final, 'USER')).not.toMatch(/^(root|0)(:|$)/);
    }
  });

  it('copies from the context only paths that exist, and no installed or built files', () => {
    expectContextCopiesExist(stages);
    // The whole context goes to the selection stage only, which runs the script on it.
    const wholeContext = stages.filter((s) => copies(s).some((c) => c.sources.includes('.')));
    expect(wholeContext.map((s) => s.name)).toEqual(['select']);
  });

  it('installs the workspaces selected, with every manifest and the lock file, then builds with lerna', () => {
    const manifests = named(stages, 'manifests');
    const build = named(stages, 'build');
    expect(last(manifests, 'WORKDIR')).toBe('/app');
    const fromContext = copies(manifests)
      .filter((c) => !c.from)
      .flatMap((c) => c.sources);
    for (const root of ['package.json', 'package-lock.json', '.npmrc', 'lerna.json']) {
      expect(fromContext).toContain(root);
    }
    expect(copies(manifests)).toEqual(
      expect.arrayContaining([
        { from: 'select', sources: ['/out/manifests/'], destination: './' },
        { from: 'select', sources: ['/out/closure/'], destination: '/closure/' },
      ]),
    );
    // npm ci before the sources, so a source change reuses the installed layer.
    const order = build.instructions.map((i) =>
      i.keyword === 'COPY' ? `COPY ${parseCopy(i.args).sources.join(' ')}` : i.args,
    );
    const install = order.indexOf(
      "npm ci --include-workspace-root $(sed 's/^/--workspace=/' /closure/build)",
    );
    const sources = order.indexOf('COPY /out/sources/');
    const lerna = order.indexOf(
      'npx lerna run build --scope "$(cat /closure/name)" --include-dependencies',
    );
    expect([install, sources, lerna].every((i) => i >= 0)).toBe(true);
    expect(install).toBeLessThan(sources);
    expect(sources).toBeLessThan(lerna);
    expect(copies(build)).toContainEqual({
      from: 'select',
      sources: ['/out/sources/'],
      destination: './',
    });
  });
});

describe(DEPLOYER_DOCKERFILE, () => {
  const stages = parseDockerfile(read(DEPLOYER_DOCKERFILE));
  const final = stages.at(-1)!;
  const order = final.instructions.map((i) =>
    i.keyword === 'COPY' ? `COPY ${parseCopy(i.args).sources.join(' ')}` : `${i.keyword} ${i.args}`,
  );
  const at = (instruction: string) => {
    const index = order.indexOf(instruction);
    expect([instruction, index >= 0]).toEqual([instruction, true]);
    return index;
  };
  const INSTALL = 'RUN npm ci && npm cache clean --force';
  const launcher = workspaces.find((w) => w.dir === 'launcher')!;
  const BUILD = `RUN npx lerna run build --scope ${launcher.name} --include-dependencies`;
  const entrypoint = execForm(last(final, 'ENTRYPOINT')!);
  const dataDir = entrypoint[entrypoint.indexOf('--data-dir') + 1]!;

  it('starts every stage from node:20-bookworm-slim or an earlier stage, the last one unnamed', () => {
    const names = new Set<string>();
    for (const stage of stages) {
      expect(stage.base === 'node:20-bookworm-slim' || names.has(stage.base)).toBe(true);
      if (stage.name) names.add(stage.name);
    }
    expect(stages.map((s) => s.name)).toEqual(['select', undefined]);
  });

  it('reads every manifest from the selection stage, installs them all with dev dependencies, then copies the checkout and builds the launcher', () => {
    expect(runArgs(named(stages, 'select'))).toContain(
      `node ${SCRIPT} --out /out --workspace launcher`,
    );
    const fromContext = copies(final)
      .filter((c) => !c.from)
      .flatMap((c) => c.sources);
    for (const root of ['package.json', 'package-lock.json', '.npmrc', 'lerna.json']) {
      expect(fromContext).toContain(root);
    }
    // Every workspace with its dev dependencies (no --workspace, no --omit=dev): a release runs
    // webpack on a remote's sources. Installed from the manifests alone, so a source change
    // reuses the installed layer.
    expect(at('COPY /out/manifests/')).toBeLessThan(at(INSTALL));
    expect(at(INSTALL)).toBeLessThan(at('COPY .'));
    expect(at('COPY .')).toBeLessThan(at(BUILD));
    // The selection stage and the image itself get the whole context: the image is the checkout
    // a release builds from.
    const wholeContext = stages.filter((s) => copies(s).some((c) => c.sources.includes('.')));
    expect(wholeContext.map((s) => s.name)).toEqual(['select', undefined]);
  });

  it('copies from the context only paths that exist, and no installed or built files', () => {
    expectContextCopiesExist(stages);
  });

  it('builds everything a remote is built with: webpack-cli and @reedmere/mf-build in the launcher closure, every package a remote reads', () => {
    const closure = workspaceClosure(workspaces, launcher).map((w) => w.dir);
    for (const remote of remoteWorkspaces()) {
      const workspace = workspaces.find((w) => w.dir === remote)!;
      for (const dir of workspaceClosure(workspaces, workspace).map((w) => w.dir)) {
        if (dir === remote) continue;
        expect([remote, dir, closure.includes(dir)]).toEqual([remote, dir, true]);
      }
      expect(read(`${remote}/webpack.config.cjs`)).toContain("require('@reedmere/mf-build')");
    }
    const mfBuild = workspaces.find((w) => w.name === '@reedmere/mf-build')!;
    expect(closure).toContain(mfBuild.dir);
    expect(mfBuild.dependencies).toContain('webpack-cli');
    // Where the release looks for webpack-cli: the remote's folder, then the repository root.
    expect(read('launcher/src/deploy-remote.ts')).toContain(
      "require.resolve('webpack-cli/bin/cli.js', { paths: [sourceDir, REPO_ROOT] })",
    );
    // And the build checks both before the image is made.
    expect(runArgs(final).at(-1)).toBe(
      `test -f ${entrypoint[1]} && node -e "require.resolve('webpack-cli/bin/cli.js', { paths: [process.cwd()] }); require('@reedmere/mf-build')"`,
    );
  });

  it('runs as node from before the install, owning the checkout and the releases folder', () => {
    const user = at('USER node');
    expect(last(final, 'USER')).toBe('node');
    expect(at(INSTALL)).toBeGreaterThan(user);
    expect(at(BUILD)).toBeGreaterThan(user);
    for (const { keyword, args } of final.instructions.filter((i) => i.keyword === 'COPY')) {
      expect([keyword, args]).toEqual([keyword, expect.stringMatching(/^--chown=node:node /)]);
    }
    // Made by root (before USER), given to node: the checkout's folder and the volume's.
    const made = at(
      `RUN install -d -o node -g node -m 700 ${dataDir} && install -d -o node -g node /app`,
    );
    expect(made).toBeLessThan(user);
    expect(made).toBeLessThan(at('WORKDIR /app'));
    expect(last(final, 'WORKDIR')).toBe('/app');
  });

  it('runs the release command line with the releases folder as its data dir, `status` when given no command', () => {
    const [node, script, ...options] = entrypoint;
    expect(node).toBe('node');
    expect(options).toEqual(['--data-dir', '/srv/releases']);
    // The launcher's build of src/deploy-remote-cli.ts, relative to the checkout (WORKDIR), the
    // file `npm run deploy:remote` runs.
    const config = JSON.parse(read('launcher/tsconfig.build.json')) as {
      compilerOptions: { rootDir: string; outDir: string };
    };
    const { rootDir, outDir } = config.compilerOptions;
    expect(script).toBe(`launcher/${outDir}/deploy-remote-cli.js`);
    expect(existsSync(path.join(REPO_ROOT, `launcher/${rootDir}/deploy-remote-cli.ts`))).toBe(true);
    const rootScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(rootScripts['deploy:remote']).toBe(`node ${script}`);
    expect(execForm(last(final, 'CMD')!)).toEqual(['status']);
    // The command line takes options before its command as well as after.
    expect(read('launcher/src/deploy-remote-cli.ts')).toMatch(
      /parseArgs\(\{\s*args: process\.argv\.slice\(2\),[\s\S]*strict: true,\s*allowPositionals: true,\s*\}\)/,
    );
  });

  const cli = path.join(REPO_ROOT, entrypoint[1]!);
  (existsSync(cli) ? it : it.skip)(
    'answers `status` and refuses a bad option given after the command, run as the image runs it (where the launcher is built)',
    () => {
      const volume = path.join(temp, 'releases');
      const run = (...command: string[]) =>
        spawnSync(
          process.execPath,
          [
            cli,
            ...entrypoint.slice(2).map((word) => (word === dataDir ? volume : word)),
            ...command,
          ],
          { cwd: REPO_ROOT, encoding: 'utf8' },
        );
      const status = run(...execForm(last(final, 'CMD')!));
      expect([status.status, status.stderr]).toEqual([0, '']);
      expect(status.stdout).toMatch(/^news: .+ for everyone$/m);
      // The registry the BFF starts with, in a folder only its owner may enter.
      expect(existsSync(path.join(volume, 'remotes.json'))).toBe(true);
      expect(statSync(volume).mode & 0o777).toBe(0o700);
      // Read after the command and refused before anything is built.
      const refused = run('news', '--canary', '101');
      expect(refused.status).toBe(2);
      expect(refused.stderr).toMatch(/^--canary must be a whole per cent from 1 to 100\./);
    },
  );
});

describe.each(Object.entries(PRODUCTION))('%s', (dir, expected) => {
  const workspace = workspaces.find((w) => w.dir === dir);

  it('is a workspace with a build script, built by compose from the Dockerfile of its kind', () => {
    expect(workspace?.scripts.build).toBeDefined();
    expect(buildOf(dir).dockerfile).toBe(expected.dockerfile);
  });

  it('is selected with the closure lerna builds it with, and the one it runs with', () => {
    const out = path.join(temp, dir.replace(/\//g, '-'));
    const result = select(expected.dockerfile, buildOf(dir).args, out);
    expect([result.status, result.stderr]).toEqual([0, '']);
    const build = workspaceClosure(workspaces, workspace!).map((w) => w.dir);
    const runtime = workspaceClosure(workspaces, workspace!, true).map((w) => w.dir);
    expect(readLines(path.join(out, 'closure/name'))).toEqual([workspace!.name]);
    expect(readLines(path.join(out, 'closure/build'))).toEqual([...build].sort());
    expect(readLines(path.join(out, 'closure/runtime'))).toEqual([...runtime].sort());
    // Test tools (the embedded database) are built with it but not shipped.
    expect(runtime).not.toContain('packages/embedded-mongo');
    for (const w of workspaces) {
      expect(existsSync(path.join(out, 'manifests', w.dir, 'package.json'))).toBe(true);
      expect([w.dir, existsSync(path.join(out, 'sources', w.dir, 'package.json'))]).toEqual([
        w.dir,
        build.includes(w.dir),
      ]);
    }
    expect(existsSync(path.join(out, 'sources', dir, 'node_modules'))).toBe(false);
    expect(existsSync(path.join(out, 'sources', dir, 'dist'))).toBe(false);
  });

  if (expected.dockerfile === NODE_DOCKERFILE) {
    const buildConfig = JSON.parse(read(`${dir}/tsconfig.build.json`)) as {
      compilerOptions: { rootDir: string; outDir: string };
    };

    it('ships production dependencies only, with NODE_ENV=production', () => {
      const stages = imageOf(dir);
      expect(runArgs(named(stages, 'deps'))).toContain(
        "npm ci --omit=dev $(sed 's/^/--workspace=/' /closure/runtime) && npm cache clean --force",
      );
      expect(stageEnv(stages.at(-1)!).NODE_ENV).toBe('production');
    });

    it('copies the built output of the workspace and of each workspace it runs with', () => {
      const stages = imageOf(dir);
      for (const ws of workspaceClosure(workspaces, workspace!, true)) {
        // What the build stage gathers for each folder of the runtime list.
        const config = JSON.parse(read(`${ws.dir}/tsconfig.build.json`)) as {
          compilerOptions: { outDir: string };
        };
        expect([ws.dir, config.compilerOptions.outDir]).toEqual([ws.dir, 'dist']);
      }
      expect(runArgs(named(stages, 'build'))).toContain(
        'while read -r dir; do mkdir -p "/runtime/$dir" && cp -R "$dir/dist" "/runtime/$dir/" || exit 1; done < /closure/runtime',
      );
      expect(copies(stages.at(-1)!)).toEqual([
        { from: 'deps', sources: ['/app/'], destination: './' },
        { from: 'build', sources: ['/runtime/'], destination: './' },
      ]);
    });

    it('starts the file the build outputs, as `npm start` does', () => {
      const final = imageOf(dir).at(-1)!;
      const file = stageEnv(final).START_FILE!;
      expect(last(final, 'WORKDIR')).toBe(`/app/${dir}`);
      expect(execForm(last(final, 'CMD')!)).toEqual(['/bin/sh', '-c', 'exec node "$START_FILE"']);
      expect(workspace!.scripts.start).toBe(`node ${file}`);
      // The build stops when the file is not in its output.
      expect(runArgs(named(imageOf(dir), 'build'))).toContain('test -f "$WORKSPACE/$START"');
      const { rootDir, outDir } = buildConfig.compilerOptions;
      const source = file.replace(new RegExp(`^${outDir}/`), `${rootDir}/`).replace(/\.js$/, '.ts');
      expect(existsSync(path.join(REPO_ROOT, dir, source))).toBe(true);
      if (existsSync(path.join(REPO_ROOT, dir, outDir))) {
        expect(existsSync(path.join(REPO_ROOT, dir, file))).toBe(true);
      }
    });

    it('listens on all interfaces on the exposed port, checked by its health route', () => {
      const final = imageOf(dir).at(-1)!;
      const env = stageEnv(final);
      expect(env.HOST).toBe('0.0.0.0');
      expect(env.PORT).toMatch(/^\d+$/);
      expect(last(final, 'EXPOSE')).toBe(env.PORT);
      expect(env.HEALTH_PATH).toBe(expected.health);
      const probe = execForm(last(final, 'HEALTHCHECK')!).join(' ');
      expect(probe).toMatch(/^node -e /);
      expect(probe).toContain(`'http://127.0.0.1:' + process.env.PORT + process.env.HEALTH_PATH`);
    });
  } else {
    it('serves the webpack output with the shared static-site configuration', () => {
      const final = imageOf(dir).at(-1)!;
      expect(copies(final)).toEqual([
        {
          from: undefined,
          sources: ['deploy/nginx/static-site.conf'],
          destination: '/etc/nginx/conf.d/default.conf',
        },
        { from: 'build', sources: [`/app/${dir}/dist/`], destination: '/usr/share/nginx/html/' },
      ]);
      // webpack writes to <workspace>/dist (packages/mf-build: output.path).
      expect(read('packages/mf-build/src/config.ts')).toContain("path.join(options.dir, 'dist')");
      expect(workspace!.scripts.build).toMatch(/^webpack /);
    });

    it('is checked by fetching the file the site needs first', () => {
      const final = imageOf(dir).at(-1)!;
      expect(last(final, 'EXPOSE')).toBe('8080');
      expect(stageEnv(final).HEALTH_PATH).toBe(expected.health);
      expect(execForm(last(final, 'HEALTHCHECK')!)).toEqual([
        'sh',
        '-c',
        'wget -q -O /dev/null "http://127.0.0.1:8080$HEALTH_PATH"',
      ]);
      // The build stops when the file is not in its output.
      expect(runArgs(named(imageOf(dir), 'build'))).toContain(
        'test -f "$WORKSPACE/dist$HEALTH_PATH"',
      );
      if (existsSync(path.join(REPO_ROOT, dir, 'dist'))) {
        expect(existsSync(path.join(REPO_ROOT, dir, 'dist', expected.health))).toBe(true);
      }
    });
  }
});
