// The vendored CRUD runner must be able to see failures: its self-test file has tests that must pass (POS), tests
// that must fail (NEG) and two that must be skipped (SKIP). Expected: exactly "6 passed, 10 failed", 2 skipped.
import path from 'node:path';
import { useTarget } from './support/connection-target';
import { CONFORMANCE_DIR, runCrudRunner, summarize } from './support/crud-runner';

const target = useTarget('crud_selftest');

describe('CRUD runner self-test', () => {
  it('selftest/runner-selftest.json gives 6 passed, 10 failed, 2 skipped (every NEG fails, every POS passes)', async () => {
    const result = await runCrudRunner(target().uri, [
      path.join(CONFORMANCE_DIR, 'selftest', 'runner-selftest.json'),
    ]);
    console.log(summarize(result, `CRUD runner self-test against ${target().kind} server`));
    expect(result.summaryLines).toContain('6 passed, 10 failed');
    expect(result.skipped).toBe(2);
    expect(result.exitCode).toBe(1);
    const wrong = result.lines.filter(
      (l) =>
        (l.description.startsWith('NEG') && l.status !== 'FAIL') ||
        (l.description.startsWith('POS') && l.status !== 'ok') ||
        (l.description.startsWith('SKIP') && l.status !== 'skip'),
    );
    expect(wrong).toEqual([]);
  }, 300_000);
});
