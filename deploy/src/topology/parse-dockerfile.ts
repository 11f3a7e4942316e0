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
