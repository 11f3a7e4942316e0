module.exports = require('../jest.base.cjs')(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/stylesheet-url-stub.ts' },
});
