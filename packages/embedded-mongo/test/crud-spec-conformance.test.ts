// MongoDB's own CRUD specification tests (vendored in test/conformance, see SOURCE.md), run by run-crud.mjs with the
// official driver against this file's server. Prints the runner's counts, every FAIL line and the skip reasons.
import { useTarget } from './support/connection-target';
import { runCrudRunner, summarize } from './support/crud-runner';

// Test commands (configureFailPoint) on, as a mongod started with enableTestCommands=1, so that the spec tests
// using fail points run instead of being skipped. Against MONGODB_URI the server is used as it is.
const target = useTarget('crud_spec', { enableTestCommands: true });

describe('MongoDB CRUD specification tests (unified format)', () => {
  it('run-crud.mjs over test/conformance/crud: 0 failed and some passed', async () => {
    const result = await runCrudRunner(target().uri);
    console.log(
      summarize(result, `CRUD spec runner against ${target().kind} server ${target().uri}`),
    );
    expect(result.passed).toBeDefined();
    expect(result.failed).toBeDefined();
    expect(result.lines.filter((l) => l.status === 'FAIL')).toEqual([]);
    expect(result.failed).toBe(0);
    expect(result.passed).toBeGreaterThan(0);
    expect(result.exitCode).toBe(0);
  }, 900_000);
});
