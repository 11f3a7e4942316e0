import {
  ModuleFederation,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime-core';
import majorVersionCheckPlugin, { askedMajor, inAskedMajor } from './major-version-check';
import { majorRange } from './shared';

const REACT = { name: 'the shell’s React' };

/** A page's federation with React 19.3.1 in its share scope, as the shell provides it. */
function pageWith(plugins: ModuleFederationRuntimePlugin[]) {
  return new ModuleFederation({
    name: 'shell',
    remotes: [],
    plugins,
    shared: {
      react: {
        version: '19.3.1',
        lib: () => REACT,
        shareConfig: { singleton: true, requiredVersion: false },
      },
    },
  });
}

/** What a build built against `range` gets when it asks for React. */
function askForReact(page: ModuleFederation, range: string): unknown {
  return page.loadShareSync('react', {
    customShareInfo: {
      shareConfig: { singleton: true, requiredVersion: range, strictVersion: true },
    },
  })?.();
}

describe('the quick major check', () => {
  const versions = ['19.0.0', '19.3.1', '18.3.1', '20.0.0', '0.27.3', '0.27.0', '0.28.1', '0.26.9'];
  const ranges = versions.map(majorRange);

  it.each(versions.flatMap((version) => ranges.map((range) => [version, range] as const)))(
    'agrees with the runtime on %s in %s',
    (version, range) => {
      const asked = askedMajor(range);
      expect(asked).toBeDefined();
      expect(inAskedMajor(version, asked!)).toBe(satisfy(version, range));
    },
  );

  it('leaves every other range and a pre-release to the runtime', () => {
    for (const range of ['>=19.0.0', '^19.2.0', '~19.0.0', '19.x', '*', false, undefined]) {
      expect(askedMajor(range)).toBeUndefined();
    }
    expect(inAskedMajor('19.0.0-rc.1', [19, 0])).toBe(false);
  });

  it('answers a singleton in the asked major without the runtime’s check', () => {
    // Stands in for the runtime's own check, to see whether the answer reaches it.
    const runtimeCheck: ModuleFederationRuntimePlugin = {
      name: 'runtime-check',
      resolveShare: (args) => ({
        ...args,
        resolver: () => {
          throw new Error('the runtime’s check ran');
        },
      }),
    };
    const page = pageWith([runtimeCheck, majorVersionCheckPlugin()]);
    expect(askForReact(page, '^19.0.0')).toBe(REACT);
    expect(() => askForReact(page, '^18.0.0')).toThrow('the runtime’s check ran');
  });

  it('gives a build of the same major the page’s copy, through the real runtime', () => {
    expect(askForReact(pageWith([majorVersionCheckPlugin()]), '^19.0.0')).toBe(REACT);
  });

  it('still fails loudly for a build of another major, with the runtime’s message', () => {
    expect(() => askForReact(pageWith([majorVersionCheckPlugin()]), '^18.0.0')).toThrow(
      /Version 19\.3\.1 from shell of shared singleton module react does not satisfy the requirement of .* which needs \^18\.0\.0/,
    );
  });
});
