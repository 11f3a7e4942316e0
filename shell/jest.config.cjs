module.exports = require('../jest.base.cjs')(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  // Component tests inject their own remote loader; the federation runtime is never needed.
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/test/federation-runtime-mock.ts',
    // An imported image is its URL.
    '\\.(svg|png|jpe?g|webp|avif)$': '<rootDir>/test/image-url-stub.ts',
    // A stylesheet is the page's, linked in its head: importing it adds nothing to a module.
    '\\.css$': '<rootDir>/test/stylesheet-stub.ts',
  },
});
