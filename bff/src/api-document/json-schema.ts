import type Joi from 'joi';
import parse from 'joi-to-json';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = { [keyword: string]: unknown };

const COMPONENT = 'x-component';

/** Marks a schema as a named component of the document: it is described once and referenced. */
export const named = <T extends Joi.Schema>(name: string, schema: T): T =>
  schema.meta({ [COMPONENT]: name }) as T;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NUMERIC_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'];

/** Keywords whose schemas hold conditions on the object they belong to. */
const CONDITION_KEYWORDS = ['not', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf'];

/**
 * A condition with each property it requires declared in its own `properties` (as any value: the
 * object's own declaration says what the value is), its nested conditions alike.
 */
function withRequiredDeclared(condition: unknown): unknown {
  if (Array.isArray(condition)) return condition.map(withRequiredDeclared);
  if (!isObject(condition)) return condition;
  const result: JsonSchema = { ...condition };
  for (const keyword of CONDITION_KEYWORDS) {
    if (keyword in result) result[keyword] = withRequiredDeclared(result[keyword]);
  }
  if (!Array.isArray(result.required) || result.required.length === 0) return result;
  const declared = isObject(result.properties) ? result.properties : {};
  const missing = (result.required as string[]).filter((name) => !(name in declared));
  if (missing.length === 0) return result;
  return {
    ...result,
    properties: { ...declared, ...Object.fromEntries(missing.map((name) => [name, {}])) },
  };
}

/**
 * Repairs what the converter writes for a few joi forms so the result says what joi accepts:
 * - a nullable alternative (`anyOf` beside `type: 'null'`);
 * - alternatives as `oneOf`, which fails a value that two of them accept (joi takes the first);
 * - a bound that refers to another field (an object where a number belongs: the rule then holds
 *   in the validator only);
 * - a case-insensitive pattern (JSON Schema patterns take no flags);
 * - a pattern on a text that may also be empty (its default is ''), whose `allow('')` is lost;
 * - a key pattern, whose regex the converter also lists as a property of that literal name;
 * - a condition (`not`, `if`/`then`/`else`, alternatives) that requires a property of the object
 *   without declaring it there: it declares it too, so each required name is a declared one.
 */
function repaired(schema: JsonSchema): JsonSchema {
  const result: JsonSchema = { ...schema };
  if (isObject(result.properties) && isObject(result.patternProperties)) {
    const patterns = Object.keys(result.patternProperties).map((pattern) => `/${pattern}/`);
    result.properties = Object.fromEntries(
      Object.entries(result.properties).filter(([name]) => !patterns.includes(name)),
    );
  }
  if (isObject(result.properties)) {
    for (const keyword of CONDITION_KEYWORDS) {
      if (keyword in result) result[keyword] = withRequiredDeclared(result[keyword]);
    }
  }
  if (Array.isArray(result.oneOf)) {
    result.anyOf = result.oneOf;
    delete result.oneOf;
  }
  if (Array.isArray(result.anyOf) && result.type === 'null') {
    result.anyOf = [...result.anyOf, { type: 'null' }];
    delete result.type;
  }
  for (const keyword of NUMERIC_KEYWORDS) {
    if (keyword in result && typeof result[keyword] !== 'number') delete result[keyword];
  }
  if (typeof result.pattern === 'string' && /\/[a-z]+$/.test(result.pattern)) {
    delete result.pattern;
  }
  if (typeof result.pattern === 'string' && result.default === '') {
    const { pattern, ...rest } = result;
    return { ...rest, anyOf: [{ pattern }, { const: '' }] };
  }
  return result;
}

/** JSON Schema's `true` and `false` as schema objects, which OpenAPI tools expect. */
const BOOLEAN_SCHEMAS = new Set(['if', 'then', 'else', 'not']);
const asSchemaObject = (value: boolean): JsonSchema => (value ? {} : { not: {} });

/** Keywords whose value is a map of names to schemas, and keywords whose value is data. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const VALUES = new Set(['enum', 'const', 'default', 'examples', 'example', 'required']);

function walkKeyword(key: string, value: unknown, components: Map<string, JsonSchema>): unknown {
  if (VALUES.has(key)) return value;
  if (BOOLEAN_SCHEMAS.has(key) && typeof value === 'boolean') return asSchemaObject(value);
  if (SCHEMA_MAPS.has(key) && isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, schema]) => [name, walk(schema, components)]),
    );
  }
  return walk(value, components);
}

/**
 * Walks a converted schema: repairs each node, and puts each named component in `components`
 * (once) with a `$ref` in its place.
 */
function walk(node: unknown, components: Map<string, JsonSchema>): unknown {
  if (Array.isArray(node)) return node.map((item) => walk(item, components));
  if (!isObject(node)) return node;
  const { [COMPONENT]: name, ...rest } = repaired(node);
  const inner = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, walkKeyword(key, value, components)]),
  );
  if (typeof name !== 'string') return inner;
  if (!components.has(name)) components.set(name, inner);
  return { $ref: `#/components/schemas/${name}` };
}

/** The joi schema as an OpenAPI 3.1 schema; named parts go to `components`. */
export function jsonSchemaOf(schema: Joi.Schema, components: Map<string, JsonSchema>): JsonSchema {
  return walk(parse(schema, 'open-api-3.1'), components) as JsonSchema;
}
