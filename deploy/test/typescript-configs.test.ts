import path from 'node:path';
import ts from 'typescript';
import { listWorkspaces, REPO_ROOT } from '../src/topology/workspaces';

/** A tsconfig file's options with every `extends` applied, as tsc reads them. */
function optionsOf(dir: string, file: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(REPO_ROOT, dir, file), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (parsed === undefined) throw new Error(`${dir}/${file} could not be read`);
  return parsed.options;
}

const builtWithTsc = listWorkspaces().filter((w) =>
  /\btsc -p tsconfig\.build\.json\b/.test(w.scripts.build ?? ''),
);

// The builds only emit: one runs before every start and every test run, and checking the types
// there as well as in `typecheck` (npm run lint) took a sixth of the build's time. So each
// workspace's `typecheck` must read a config that still checks, or nothing would check them.
describe('the TypeScript configs', () => {
  it('finds the workspaces built with tsc', () => {
    expect(builtWithTsc.map((w) => w.dir)).toEqual(
      expect.arrayContaining(['bff', 'packages/contracts', 'services/listings']),
    );
  });

  it.each(builtWithTsc.map((w) => [w.dir, w]))(
    '%s: the build emits without checking, the type check checks',
    (dir, { scripts }) => {
      expect(optionsOf(dir, 'tsconfig.build.json').noCheck).toBe(true);
      expect(scripts.typecheck).toBe('tsc -p tsconfig.json --noEmit');
      const checked = optionsOf(dir, 'tsconfig.json');
      expect(checked.noCheck).toBeFalsy();
      expect(checked.strict).toBe(true);
    },
  );
});
