#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR } from './paths';
import { DEFAULT_KEEP, deployRemote } from './deploy-remote';

export const DEPLOY_USAGE = `Usage: npm run deploy:remote -- <name> [--source <dir>] [--data-dir <dir>] [--keep <n>]

Builds one remote (listings, developments, news, calculators, admin) into a new folder
<data-dir>/remotes/<name>/<build id>/ and points the running site's registry at it.

  --source <dir>     the workspace to build (default the remote's own, mfe-<name>)
  --data-dir <dir>   the running site's data dir (default <repo>/.data/db, as the stack's)
  --keep <n>         deployed builds kept per remote (default ${DEFAULT_KEEP})
  --quiet            do not echo the build's output
`;

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: {
        source: { type: 'string' },
        'data-dir': { type: 'string' },
        keep: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${DEPLOY_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(DEPLOY_USAGE);
    return;
  }
  const keep = Number(values.keep ?? DEFAULT_KEEP);
  if (positionals.length !== 1 || !Number.isInteger(keep) || keep < 1) {
    process.stderr.write(
      `${positionals.length !== 1 ? 'Give exactly one remote name.' : '--keep must be a whole number from 1.'}\n\n${DEPLOY_USAGE}`,
    );
    process.exitCode = 2;
    return;
  }
  const name = positionals[0]!;
  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
  process.stdout.write(`Building ${name}${values.source ? ` from ${values.source}` : ''}...\n`);
  try {
    const result = await deployRemote({
      name,
      dataDir,
      keep,
      ...(values.source !== undefined ? { sourceDir: values.source } : {}),
      log: values.quiet ? () => {} : (line) => process.stdout.write(`  | ${line}\n`),
    });
    process.stdout.write(
      [
        `Deployed ${result.name}: build ${result.buildId} in ${(result.durationMs / 1000).toFixed(1)} s`,
        `  files:    ${result.buildDir}`,
        `  manifest: ${result.manifestUrl}`,
        `  registry: ${result.registryFile} (was ${result.previousUrl ?? 'not listed'})`,
        `  removed:  ${result.removed.length ? result.removed.join(', ') : 'no old builds'}`,
        'The next page load uses the new build; the shell was not rebuilt.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    process.stderr.write(
      `Deploy of "${name}" failed; the registry is unchanged.\n${(error as Error).message}\n`,
    );
    process.exitCode = 1;
  }
}

void main();
