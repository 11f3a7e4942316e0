// Browser tests run two files at a time: each worker has a demo stack of its own (started once in
// globalSetup, with an empty-database stack the workers share), so a file that writes to the
// site, stops one of its services or repoints a remote never shares it with the file beside it.
// `jest -i` runs them one at a time on one demo stack.
module.exports = require('../jest.base.cjs')(__dirname, {
  // Tells each file whether its test failed, so that its pages can say what they went through.
  testEnvironment: '<rootDir>/src/harness/failure-flag-environment.ts',
  globalSetup: '<rootDir>/src/harness/global-setup.ts',
  globalTeardown: '<rootDir>/src/harness/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/harness/api-conformance.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
});
