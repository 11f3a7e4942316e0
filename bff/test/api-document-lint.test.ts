import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildApiDocument } from '../src/api-document/build-document';

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  pointer?: string;
}

/** Redocly's `recommended` rules, run on the document in a child (Redocly is an ES module). */
function lint(document: object): LintProblem[] {
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, 'support/lint-api-document.mjs')],
    { input: JSON.stringify(document), cwd: __dirname },
  );
  return JSON.parse(output.toString()) as LintProblem[];
}

const listed = (problems: LintProblem[]) =>
  problems
    .map(({ severity, ruleId, message, pointer }) => `${severity} ${ruleId} ${pointer}: ${message}`)
    .join('\n');

describe('the OpenAPI document under Redocly’s recommended rules', () => {
  let problems: LintProblem[];
  beforeAll(() => {
    problems = lint(buildApiDocument());
  });

  it('has no errors (the warnings are listed when it fails)', () => {
    const errors = problems.filter((problem) => problem.severity === 'error');
    const warnings = problems.filter((problem) => problem.severity !== 'error');
    // Both in the compared value, so a failure shows the warnings beside the errors.
    expect({ errors: listed(errors), warnings: listed(warnings) }).toEqual({
      errors: '',
      warnings: expect.any(String),
    });
  });

  it.each([
    ['security-defined', 'every operation states its security, public ones `security: []`'],
    ['no-identical-paths', 'no two paths differ only by a parameter name'],
    ['no-ambiguous-paths', 'no request could match two paths'],
    ['operation-4xx-response', 'every operation documents a 4xx it answers'],
    ['no-required-schema-properties-undefined', 'every required property is declared'],
  ])('has no %s problem: %s', (rule) => {
    expect(listed(problems.filter((problem) => problem.ruleId === rule))).toBe('');
  });

  it('gives the document its version and a license', () => {
    expect(buildApiDocument().info).toEqual(
      expect.objectContaining({
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        license: expect.objectContaining({ name: 'Proprietary' }),
      }),
    );
  });
});
