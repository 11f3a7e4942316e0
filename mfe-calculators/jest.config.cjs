module.exports = require('../jest.base.cjs')(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/stylesheet-url-stub.ts' },
  // The mortgage page's charts load as their own module, slowly on a busy machine.
  testTimeout: 30000,
});
