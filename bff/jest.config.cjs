module.exports = require('../jest.base.cjs')(__dirname, {
  testTimeout: 30000,
  setupFilesAfterEnv: ['<rootDir>/test/support/api-conformance-setup.ts'],
});
