import {
  ModuleFederation,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime-core';
import majorVersionCheckPlugin, { caretRangeParts, inCaretRange } from './major-version-check';
import { majorRange } from './shared';

const REACT = { name: 'the shell’s React' };

/** A page's federation with React `version` in its share scope, as the shell provides it. */
function pageWith(plugins: ModuleFederationRuntimePlugin[], version = '19.3.1') {
  return new ModuleFederation({
    name: 'shell',
    remotes: [],
    plugins,
    shared: {
      react: {
        version,
        lib: () => REACT,
        shareConfig: { singleton: true, requiredVersion: false },
      },
    },
  });
}

/** What a build built against `range` gets when it asks for React. */
function askForReact(page: ModuleFederation, range: string, singleton = true): unknown {
  return page.loadShareSync('react', {
    customShareInfo: { shareConfig: { singleton, requiredVersion: range, strictVersion: true } },
  })?.();
}

/** Stands in for the runtime's own check, to see whether an answer reaches it. */
const runtimeCheck: ModuleFederationRuntimePlugin = {
  name: 'runtime-check',
  resolveShare: (args) => ({
    ...args,
    resolver: () => {
      throw new Error('the runtime’s check ran');
    },
  }),
};

describe('the quick major check', () => {
  const releases = ['19.0.0', '19.3.1', '18.3.1', '20.0.0', '0.27.3', '0.27.0', '0.28.1', '0.0.3'];
  const versions = [...releases, '0.0.4', '0.26.9', '19.0.0-rc.1', '019.3.1'];
  const ranges = releases.map(majorRange).filter((range) => caretRangeParts(range));

  it.each(versions.flatMap((version) => ranges.map((range) => [version, range] as const)))(
    'agrees with the runtime on %s in %s',
    (version, range) => {
      expect(inCaretRange(version, caretRangeParts(range)!)).toBe(satisfy(version, range));
    },
  );

  it('leaves every other range to the runtime', () => {
    const others = ['^0.0.0', '^019.0.0', '>=19.0.0', '^19.2.0', '~19.0.0', '19.x', '*', false];
    for (const range of [...others, undefined]) expect(caretRangeParts(range)).toBeUndefined();
    expect(ranges).toHaveLength(releases.length - 1);
  });

  it('answers a singleton in the asked major without the runtime’s check', () => {
    const page = pageWith([runtimeCheck, majorVersionCheckPlugin()]);
    expect(askForReact(page, '^19.0.0')).toBe(REACT);
    expect(() => askForReact(page, '^18.0.0')).toThrow('the runtime’s check ran');
  });

  it('leaves a module that is not a singleton, or a pre-release, to the runtime', () => {
    const page = pageWith([runtimeCheck, majorVersionCheckPlugin()]);
    expect(() => askForReact(page, '^19.0.0', false)).toThrow('the runtime’s check ran');
    const preRelease = pageWith([runtimeCheck, majorVersionCheckPlugin()], '19.0.0-rc.1');
    expect(() => askForReact(preRelease, '^19.0.0')).toThrow('the runtime’s check ran');
  });

  it('leaves a tree-shaken module to the runtime', () => {
    const args = {
      shareScopeMap: { default: { react: { '19.3.1': {} } } },
      scope: 'default',
      pkgName: 'react',
      version: '19.3.1',
      shareInfo: {
        shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
        treeShaking: { usedExports: ['useState'] },
      },
      resolver: () => undefined,
    } as unknown as Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
    expect(majorVersionCheckPlugin().resolveShare?.(args)).toBe(args);
  });

  it('breaks nothing: a build of the same major still gets the page’s copy', () => {
    expect(askForReact(pageWith([majorVersionCheckPlugin()]), '^19.0.0')).toBe(REACT);
  });

  it('breaks nothing: a build of another major still fails loudly, with the runtime’s message', () => {
    expect(() => askForReact(pageWith([majorVersionCheckPlugin()]), '^18.0.0')).toThrow(
      /Version 19\.3\.1 from shell of shared singleton module react does not satisfy the requirement of .* which needs \^18\.0\.0/,
    );
  });
});
