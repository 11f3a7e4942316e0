import Joi from 'joi';

/**
 * One environment variable, declared once: how it is validated (its schema, default included)
 * and what it means. The value's type is the schema's; the README's table is written from these.
 */
export interface Setting<T> {
  readonly schema: Joi.Schema;
  readonly meaning: string;
  /** The default as a reader should see it, where the schema's is worked out at start-up. */
  readonly shownDefault: string | undefined;
  /** Carries the value's type; never set. */
  readonly value?: T;
}

export type Settings = Readonly<Record<string, Setting<unknown>>>;

/** What a variable's schema gives: a string, a number or a boolean. */
export type SchemaValue<S> =
  S extends Joi.StringSchema<infer T>
    ? T
    : S extends Joi.NumberSchema<infer T>
      ? T
      : S extends Joi.BooleanSchema<infer T>
        ? T
        : unknown;

/** The validated values of `S`, each of its setting's type. */
export type SettingValues<S extends Settings> = {
  [K in keyof S]: S[K] extends Setting<infer T> ? T : never;
};

interface Described {
  meaning: string;
  shownDefault?: string;
}

const described = (about: string | Described): Described =>
  typeof about === 'string' ? { meaning: about } : about;

const defaultOf = (schema: Joi.Schema): unknown =>
  (schema.describe() as { flags?: { default?: unknown } }).flags?.default;

/** A variable that always has a value: its schema gives a default (or requires it). */
export function setting<S extends Joi.Schema>(
  schema: S,
  about: string | Described,
): Setting<SchemaValue<S>> {
  const { meaning, shownDefault } = described(about);
  const required = (schema.describe() as { flags?: { presence?: string } }).flags?.presence;
  if (defaultOf(schema) === undefined && required !== 'required') {
    throw new Error(`A setting with no default must be optional: ${meaning}`);
  }
  return { schema, meaning, shownDefault };
}

/** A variable that may be unset: its value is then undefined. */
export function optionalSetting<S extends Joi.Schema>(
  schema: S,
  about: string | Described,
): Setting<SchemaValue<S> | undefined> {
  const { meaning, shownDefault } = described(about);
  return { schema, meaning, shownDefault };
}

/** The schema of each variable, by name: to merge into another schema object. */
export function schemasOf(settings: Settings): Record<string, Joi.Schema> {
  return Object.fromEntries(Object.entries(settings).map(([name, s]) => [name, s.schema]));
}

/** Validates every variable at once (each problem reported), other variables let through. */
export function settingsSchema(settings: Settings): Joi.ObjectSchema {
  return Joi.object(schemasOf(settings)).unknown(true).prefs({ abortEarly: false, convert: true });
}

function shownDefault(s: Setting<unknown>): string {
  if (s.shownDefault !== undefined) return s.shownDefault;
  const value = defaultOf(s.schema);
  return value === undefined || value === '' ? '(none)' : `\`${String(value)}\``;
}

/** The settings as a Markdown table: variable, default, meaning. */
export function settingsTable(settings: Settings): string {
  const rows = Object.entries(settings).map(([name, s]) => [
    `\`${name}\``,
    shownDefault(s),
    s.meaning,
  ]);
  const all = [['env', 'default', 'meaning'], ...rows];
  const widths = [0, 1, 2].map((column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(all[0]!),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
