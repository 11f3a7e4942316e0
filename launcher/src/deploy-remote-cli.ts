#!/usr/bin/env node
import { parseArgs } from 'node:util';
import {
  DEFAULT_CANARY_CHECK,
  describeFigures,
  remoteVersionOf,
  type CanaryCheck,
  type RegistryEntry,
  type ReleaseEvent,
  type RolloutPlan,
} from '@reedmere/contracts';
import {
  promoteCanary,
  readCanaryHealth,
  releaseStatus,
  rollbackCanary,
  setCanaryShare,
  type CanaryHealth,
  type ReleaseChange,
} from '@reedmere/releases';
import { DEFAULT_DATA_DIR } from './paths';
import { DEFAULT_KEEP, deployRemote } from './deploy-remote';
import { ensureRegistryFile } from './remote-registry-file';

export const DEPLOY_USAGE = `Usage: npm run deploy:remote -- <name> [--canary <per cent> [--plan <steps> --step-minutes <n>] [--min-views <n>] [--margin <points>]] [--source <dir>] [--data-dir <dir>] [--keep <n>]
       npm run deploy:remote -- promote <name> | rollback <name> | share <name> <per cent> | status

Builds one remote (listings, developments, news, calculators, admin) into a new folder
<data-dir>/remotes/<name>/<build id>/ and points the running site's registry at it: for every
visitor, or with --canary for that share of them while everyone else keeps the build they have.
A visitor keeps the build they were given from page to page.

  --canary <n>       publish the build as a canary for n per cent of visitors (1-100); the
                     site rolls it back by itself when its errors per page view pass the
                     stable build's by more than the margin, once it has had the minimum views
  --plan <steps>     the shares it then moves through while healthy, ending at 100 (the
                     promotion), e.g. --canary 10 --plan 25,50,100
  --step-minutes <n> how long each share lasts before the next step (with --plan)
  --min-views <n>    page views before the check decides (default ${DEFAULT_CANARY_CHECK.minViews})
  --margin <points>  error-rate points above the stable build's allowed (default ${DEFAULT_CANARY_CHECK.marginPercent})
  --source <dir>     the workspace to build (default the remote's own, mfe-<name>)
  --data-dir <dir>   the running site's data dir (default <repo>/.data/db, as the stack's)
  --keep <n>         deployed builds kept per remote (default ${DEFAULT_KEEP})
  --quiet            do not echo the build's output

  promote <name>     the canary becomes the build every visitor gets
  rollback <name>    the canary ends: every visitor gets the stable build from their next page
  share <name> <n>   the canary's share of visitors (0-100)
  status             each remote's builds and shares, and the latest release history
`;

const RELEASE_COMMANDS = ['promote', 'rollback', 'share', 'status'] as const;
type ReleaseCommand = (typeof RELEASE_COMMANDS)[number];
const isReleaseCommand = (word: string | undefined): word is ReleaseCommand =>
  (RELEASE_COMMANDS as readonly string[]).includes(word ?? '');

const perCent = (text: string | undefined): number | undefined =>
  text !== undefined && /^\d{1,3}$/.test(text) ? Number(text) : undefined;

function refuse(message: string, exitCode = 2): void {
  process.stderr.write(`${message}\n\n${DEPLOY_USAGE}`);
  process.exitCode = exitCode;
}

function describeEntry(name: string, entry: RegistryEntry, health?: CanaryHealth): string {
  if (typeof entry === 'string') return `${name}: ${remoteVersionOf(name, entry)} for everyone`;
  const { stable, canary } = entry;
  const check = canary.check ?? DEFAULT_CANARY_CHECK;
  const figures =
    health?.canaryUrl === canary.url && health.since === canary.since ? health.figures : undefined;
  return [
    `${name}: ${remoteVersionOf(name, stable)} for ${100 - canary.share} %, ` +
      `canary ${remoteVersionOf(name, canary.url)} for ${canary.share} % since ${canary.since}`,
    figures
      ? `    canary ${describeFigures(figures.canary)}; stable ${describeFigures(figures.stable)}`
      : '    no report counted yet',
    `    rolled back when over ${check.marginPercent} points above stable after ${check.minViews} views`,
    canary.plan
      ? `    plan: ${canary.plan.steps.join(' -> ')} %, ${canary.plan.stepMinutes} min a step`
      : '    no plan: promote or roll back by hand',
  ].join('\n');
}

const describeEvent = (event: ReleaseEvent): string =>
  [
    `  ${event.at}  ${event.remote}  ${event.action} ${event.version}`,
    event.stable ? ` (stable ${event.stable})` : '',
    event.share !== undefined ? ` at ${event.share} %` : '',
    `  by ${event.by}`,
    event.reason ? `: ${event.reason}` : '',
  ].join('');

async function runReleaseCommand(
  command: ReleaseCommand,
  args: string[],
  dataDir: string,
): Promise<void> {
  const registryFile = ensureRegistryFile(dataDir);
  if (command === 'status') {
    if (args.length !== 0) return refuse('status takes no remote name.');
    const { registry, history } = await releaseStatus(registryFile);
    const health = (await readCanaryHealth(registryFile)).remotes;
    const lines = Object.entries(registry).map(([name, entry]) =>
      describeEntry(name, entry, health[name]),
    );
    process.stdout.write(
      [
        ...lines,
        '',
        history.length ? 'Latest releases:' : 'No release recorded yet.',
        ...history.map(describeEvent),
        '',
      ].join('\n'),
    );
    return;
  }
  const [name, shareText, ...rest] = args;
  if (
    name === undefined ||
    rest.length > 0 ||
    (command !== 'share') !== (shareText === undefined)
  ) {
    return refuse(
      command === 'share'
        ? 'share takes a remote name and a per cent: share news 25.'
        : `${command} takes one remote name: ${command} news.`,
    );
  }
  let change: ReleaseChange;
  if (command === 'promote') change = await promoteCanary({ registryFile, name });
  else if (command === 'rollback') change = await rollbackCanary({ registryFile, name });
  else {
    const share = perCent(shareText);
    if (share === undefined || share > 100) {
      return refuse('A canary share is a whole per cent from 0 to 100.');
    }
    change = await setCanaryShare({ registryFile, name, share });
  }
  const { event } = change;
  process.stdout.write(
    `${
      event.action === 'promote'
        ? `Promoted ${name}: every visitor now gets ${event.version}.`
        : event.action === 'rollback'
          ? `Rolled ${name} back: every visitor gets ${event.stable ?? 'the stable build'} again from their next page.`
          : `The ${name} canary ${event.version} now serves ${event.share ?? 0} % of visitors.`
    }\n  registry: ${change.registryFile}\n`,
  );
}

interface DeployValues {
  source?: string;
  keep?: string;
  canary?: string;
  plan?: string;
  'step-minutes'?: string;
  'min-views'?: string;
  margin?: string;
  quiet?: boolean;
}

const NUMBER = /^\d+(\.\d+)?$/;

/**
 * The canary's check and plan as typed, or what cannot be read as numbers; whether they make a
 * check and a plan the site can follow is the deploy's to say (before it builds).
 */
function canaryOptions(values: DeployValues): { check?: CanaryCheck; plan?: RolloutPlan } | string {
  const given = (['plan', 'step-minutes', 'min-views', 'margin'] as const).filter(
    (option) => values[option] !== undefined,
  );
  if (given.length && values.canary === undefined) return `--${given[0]} needs --canary.`;
  if ((values.plan === undefined) !== (values['step-minutes'] === undefined)) {
    return '--plan and --step-minutes go together.';
  }
  const unread = given.find((option) =>
    option === 'plan' ? !/^\d{1,3}(,\d{1,3})*$/.test(values.plan!) : !NUMBER.test(values[option]!),
  );
  if (unread) {
    return unread === 'plan'
      ? '--plan is a list of per cents, e.g. 25,50,100.'
      : `--${unread} must be a number.`;
  }
  const check =
    values['min-views'] !== undefined || values.margin !== undefined
      ? {
          minViews: Number(values['min-views'] ?? DEFAULT_CANARY_CHECK.minViews),
          marginPercent: Number(values.margin ?? DEFAULT_CANARY_CHECK.marginPercent),
        }
      : undefined;
  const plan =
    values.plan !== undefined
      ? { steps: values.plan.split(',').map(Number), stepMinutes: Number(values['step-minutes']) }
      : undefined;
  return { ...(check ? { check } : {}), ...(plan ? { plan } : {}) };
}

async function runDeploy(name: string, values: DeployValues, dataDir: string): Promise<void> {
  const keep = Number(values.keep ?? DEFAULT_KEEP);
  if (!Number.isInteger(keep) || keep < 1) return refuse('--keep must be a whole number from 1.');
  const canary = values.canary === undefined ? undefined : perCent(values.canary);
  if (values.canary !== undefined && (canary === undefined || canary < 1 || canary > 100)) {
    return refuse('--canary must be a whole per cent from 1 to 100.');
  }
  const release = canaryOptions(values);
  if (typeof release === 'string') return refuse(release);
  process.stdout.write(`Building ${name}${values.source ? ` from ${values.source}` : ''}...\n`);
  const result = await deployRemote({
    name,
    dataDir,
    keep,
    ...(canary !== undefined ? { canary } : {}),
    ...release,
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
      result.canary === undefined
        ? 'The next page load uses the new build; the shell was not rebuilt.'
        : [
            `A canary for ${result.canary} % of visitors; the others keep ${result.previousUrl}.`,
            ...(release.plan
              ? [
                  `While healthy it moves to ${release.plan.steps.join(' %, then ')} % (the promotion), a step every ${release.plan.stepMinutes} min.`,
                ]
              : []),
            'The site rolls it back by itself if it errs. See it with: npm run deploy:remote -- status; ' +
              `end it sooner with promote ${result.name} or rollback ${result.name}.`,
          ].join('\n'),
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: {
        source: { type: 'string' },
        'data-dir': { type: 'string' },
        keep: { type: 'string' },
        canary: { type: 'string' },
        plan: { type: 'string' },
        'step-minutes': { type: 'string' },
        'min-views': { type: 'string' },
        margin: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    return refuse((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(DEPLOY_USAGE);
    return;
  }
  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
  const [first, ...rest] = positionals;
  if (isReleaseCommand(first)) {
    try {
      await runReleaseCommand(first, rest, dataDir);
    } catch (error) {
      process.stderr.write(
        `${first} failed; the registry is unchanged.\n${(error as Error).message}\n`,
      );
      process.exitCode = 1;
    }
    return;
  }
  if (first === undefined || rest.length > 0) return refuse('Give exactly one remote name.');
  try {
    await runDeploy(first, values, dataDir);
  } catch (error) {
    process.stderr.write(
      `Deploy of "${first}" failed; the registry is unchanged.\n${(error as Error).message}\n`,
    );
    process.exitCode = 1;
  }
}

void main();
