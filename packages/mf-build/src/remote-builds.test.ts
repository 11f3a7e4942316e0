import path from 'node:path';
import { remoteBuilds } from './remote-builds';
import { REMOTE_NAMES } from './remotes';

const root = path.resolve(__dirname, '..', '..', '..');
const builds = (name: (typeof REMOTE_NAMES)[number], mode?: string) => {
  const result = remoteBuilds(path.join(root, `mfe-${name}`), name)({}, mode ? { mode } : {});
  return (Array.isArray(result) ? result : [result]).map((config) => ({
    name: config.name,
    mode: config.mode,
    output: config.output?.path,
  }));
};

describe("a remote's webpack.config.cjs", () => {
  it('builds for the browser and the server in production when its pages render on the server', () => {
    for (const name of ['listings', 'developments', 'news', 'calculators'] as const) {
      expect(builds(name).map((build) => [build.name, build.mode])).toEqual([
        ['browser', 'production'],
        ['server', 'production'],
      ]);
    }
  });

  it('builds for the browser only for the admin panel, which renders only there', () => {
    expect(builds('admin').map((build) => build.name)).toEqual(['browser']);
  });

  it('builds for the browser only, in development mode, for the dev server', () => {
    for (const name of REMOTE_NAMES) {
      expect(builds(name, 'development').map((build) => [build.name, build.mode])).toEqual([
        ['browser', 'development'],
      ]);
    }
  });

  it("writes into the remote's own folder", () => {
    for (const build of builds('news')) {
      expect(build.output?.startsWith(path.join(root, 'mfe-news', 'dist'))).toBe(true);
    }
  });
});
