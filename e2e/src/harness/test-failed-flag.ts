/**
 * The test file's global that says whether its running test has failed (set by the browser tests'
 * environment, cleared as each test starts): jest gives its hooks no such answer of its own.
 */
export const TEST_FAILED = '__reedmereTestFailed';
