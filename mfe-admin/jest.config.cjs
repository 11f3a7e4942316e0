module.exports = require('../jest.base.cjs')(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  // Forms with the rich-text editor and the image field take seconds to drive on a busy machine.
  testTimeout: 45000,
});
