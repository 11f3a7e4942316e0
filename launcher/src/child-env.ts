import { CHILD_ENV_ALLOWLISTS, type ChildName } from './child-env-allowlists';

/** Windows treats variable names without regard to case (`Path` is `PATH`). */
const CASE_INSENSITIVE_NAMES = process.platform === 'win32';

/**
 * The environment of one child: the variables its allow-list inherits, taken from `env`, with
 * `given` (the launcher's own values; undefined ones are left out) on top. Throws on a given name
 * its allow-list does not name, so the allow-list stays the whole of what a child can get.
 */
export function childEnv(
  child: ChildName,
  env: NodeJS.ProcessEnv,
  given: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  const allowList = CHILD_ENV_ALLOWLISTS[child];
  const inherited = new Set<string>(allowList.inherited);
  const allowed = new Set<string>([...allowList.inherited, ...allowList.given]);
  const result: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    const canonical = CASE_INSENSITIVE_NAMES ? name.toUpperCase() : name;
    if (value !== undefined && inherited.has(canonical)) result[canonical] = value;
  }
  for (const [name, value] of Object.entries(given)) {
    if (!allowed.has(name)) {
      throw new Error(`${name} is not in the environment allow-list of the ${child}`);
    }
    if (value !== undefined) result[name] = value;
  }
  return result;
}
