import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../src/paths';

/** A settings object spread into another (`...SERVER_LIMIT_SETTINGS`): where it is declared. */
export type SpreadSources = Record<string, { file: string; name: string }>;

function parse(file: string): ts.SourceFile {
  const absolute = path.join(REPO_ROOT, file);
  return ts.createSourceFile(absolute, readFileSync(absolute, 'utf8'), ts.ScriptTarget.Latest);
}

/** `Joi.object({...})`: the object it is given. */
function joiObjectArgument(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'object' &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === 'Joi' &&
    node.arguments[0] &&
    ts.isObjectLiteralExpression(node.arguments[0])
  ) {
    return node.arguments[0];
  }
  return ts.forEachChild(node, joiObjectArgument);
}

/** The object literal `const <name> = ...` is, or wraps in `Joi.object({...})`. */
function declaredObject(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression {
  const find = (node: ts.Node): ts.ObjectLiteralExpression | undefined => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      let initializer = node.initializer;
      while (
        initializer &&
        (ts.isAsExpression(initializer) ||
          ts.isSatisfiesExpression(initializer) ||
          ts.isParenthesizedExpression(initializer))
      ) {
        initializer = initializer.expression;
      }
      if (initializer && ts.isObjectLiteralExpression(initializer)) return initializer;
      if (initializer) return joiObjectArgument(initializer);
    }
    return ts.forEachChild(node, find);
  };
  const found = find(source);
  if (!found) throw new Error(`No schema object declared as ${name} in ${source.fileName}`);
  return found;
}

/**
 * The top-level keys of the schema object declared as `name` in `file` (relative to the
 * repository root), spreads of other schemas included. Fails on anything it cannot read, so a
 * schema written some other way is noticed rather than read as empty.
 */
export function schemaKeys(file: string, name: string, spreads: SpreadSources = {}): string[] {
  const source = parse(file);
  const keys: string[] = [];
  for (const property of declaredObject(source, name).properties) {
    if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression)) {
      const spread = spreads[property.expression.text];
      if (!spread) throw new Error(`${file}: where ...${property.expression.text} comes from`);
      keys.push(...schemaKeys(spread.file, spread.name, spreads));
    } else if (
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ) {
      keys.push(property.name.text);
    } else {
      throw new Error(`${file}: cannot read ${property.getText(source)} in ${name}`);
    }
  }
  return keys;
}

/** Source files under `dir` (relative to the repository root), tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * Every variable read straight from `process.env` by name (`process.env.NAME`,
 * `process.env['NAME']`) in the source under `dirs`, but for the files in `except`; a read
 * whose name is not written out is reported as `process.env[...]`.
 */
export function directEnvReads(dirs: string[], except: string[] = []): string[] {
  const names = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    if (except.includes(file)) continue;
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    for (const match of text.matchAll(/process\.env(?:\.(\w+)|\[\s*(?:'(\w+)'|"(\w+)"|(.)))/g)) {
      names.add(match[1] ?? match[2] ?? match[3] ?? `process.env[...] in ${file}`);
    }
  }
  return [...names].sort();
}
