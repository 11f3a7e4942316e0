module.exports = require('../jest.base.cjs')(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  // The mortgage page's charts load as their own module, slowly on a busy machine.
  testTimeout: 30000,
});
