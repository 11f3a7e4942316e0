// Browser tests share two running stacks (started once in globalSetup), so they run one after
// another in one process.
module.exports = require('../jest.base.cjs')(__dirname, {
  globalSetup: '<rootDir>/src/harness/global-setup.ts',
  globalTeardown: '<rootDir>/src/harness/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/harness/api-conformance.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
});
