/** One instruction of a Dockerfile, continuation lines joined and comments dropped. */
export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  /** The image or stage it starts from. */
  base: string;
  /** `AS <name>`, if any. */
  name: string | undefined;
  instructions: Instruction[];
}

/** Splits a Dockerfile into stages, enough to check it without a Docker engine. */
export function parseDockerfile(text: string): Stage[] {
  const instructions: Instruction[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const whole = (pending + line).trim();
    pending = '';
    const match = /^(\S+)\s*(.*)$/.exec(whole);
    if (match) instructions.push({ keyword: match[1]!.toUpperCase(), args: match[2]!.trim() });
  }
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [base = '', as, name] = instruction.args
        .split(/\s+/)
        .filter((w) => !w.startsWith('--'));
      stages.push({
        base,
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        instructions: [],
      });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

export interface CopyInstruction {
  from: string | undefined;
  sources: string[];
  destination: string;
}

/** `COPY [--from=x] [--chown=y] src... dest` (the shell form; no JSON form in this repository). */
export function parseCopy(args: string): CopyInstruction {
  const words = args.split(/\s+/);
  const flags = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
}

/** The exec form `["node", "dist/server.js"]` of CMD, ENTRYPOINT or HEALTHCHECK CMD. */
export function execForm(args: string): string[] {
  const json = args.slice(args.indexOf('['));
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || !parsed.every((p) => typeof p === 'string')) {
    throw new Error(`not an exec form: ${args}`);
  }
  return parsed as string[];
}

/** Every `KEY=value` of the ENV instructions of a stage (no quoting used in this repository). */
export function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ENV') continue;
    for (const pair of args.split(/\s+/)) {
      const eq = pair.indexOf('=');
      if (eq > 0) env[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  }
  return env;
}

/** Instructions whose arguments Docker expands `$NAME` in; RUN, CMD and HEALTHCHECK it does not. */
const EXPANDED = new Set([
  'ADD',
  'COPY',
  'ENV',
  'EXPOSE',
  'LABEL',
  'STOPSIGNAL',
  'USER',
  'VOLUME',
  'WORKDIR',
]);

/** The names a stage declares with ARG, in order, with their defaults (`ARG NAME[=default]`). */
export function stageArgs(stage: Stage): Map<string, string | undefined> {
  const declared = new Map<string, string | undefined>();
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ARG') continue;
    for (const word of args.split(/\s+/)) {
      const eq = word.indexOf('=');
      if (eq < 0) declared.set(word, undefined);
      else declared.set(word.slice(0, eq), word.slice(eq + 1));
    }
  }
  return declared;
}

/**
 * The stage as Docker builds it with these build arguments: `$NAME` and `${NAME}` replaced where
 * Docker replaces them, from the stage's ARGs (the given value, else the default) and the ENVs
 * before. A variable the stage does not declare, or an ARG with neither value nor default,
 * throws: Docker would put an empty string there without a word.
 */
export function resolveStage(stage: Stage, buildArgs: Readonly<Record<string, string>>): Stage {
  const values = new Map<string, string | undefined>();
  const expand = (text: string) =>
    text.replace(
      /\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/g,
      (_match, braced: string | undefined, bare: string | undefined) => {
        const name = (braced ?? bare)!;
        if (!values.has(name)) throw new Error(`$${name} is not declared in stage ${stage.name}`);
        const value = values.get(name);
        if (value === undefined) throw new Error(`build argument ${name} is not given`);
        return value;
      },
    );
  const instructions = stage.instructions.map(({ keyword, args }) => {
    if (keyword === 'ARG') {
      const declared = stageArgs({ ...stage, instructions: [{ keyword, args }] });
      for (const [name, fallback] of declared) values.set(name, buildArgs[name] ?? fallback);
      return { keyword, args };
    }
    if (!EXPANDED.has(keyword)) return { keyword, args };
    const resolved = expand(args);
    if (keyword === 'ENV') {
      for (const [name, value] of Object.entries(
        stageEnv({ ...stage, instructions: [{ keyword, args: resolved }] }),
      )) {
        values.set(name, value);
      }
    }
    return { keyword, args: resolved };
  });
  return { ...stage, instructions };
}
