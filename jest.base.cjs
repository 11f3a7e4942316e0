// Shared jest settings: every workspace's jest.config.cjs calls this with its own folder.
/** @param {string} rootDir @param {Partial<import('jest').Config>} [overrides] */
module.exports = (rootDir, overrides = {}) => ({
  rootDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: `${rootDir}/tsconfig.test.json` }],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // A test that walks through several screens in jsdom takes seconds on a busy 2-core machine:
  // jest's 5 s would fail it for the machine's load, not for what it checks.
  testTimeout: 20000,
  ...overrides,
});
