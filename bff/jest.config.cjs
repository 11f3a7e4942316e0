module.exports = require('../jest.base.cjs')(__dirname, {
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/support/api-document-setup.ts',
  globalTeardown: '<rootDir>/test/support/api-document-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/api-conformance-setup.ts'],
});
