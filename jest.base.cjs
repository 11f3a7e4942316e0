// Shared jest settings: every workspace's jest.config.cjs calls this with its own folder.
const path = require('node:path');

// Passwords are hashed at scrypt cost 2^12 in tests (a few milliseconds) instead of production's
// 2^17 (a quarter of a second of a core): the suite signs in hundreds of times. Every process a
// test starts inherits it; production refuses a cost below 17.
process.env.PASSWORD_HASH_COST ??= '12';
// A stack a test starts runs one BFF process and one renderer process instead of a cluster per
// core: on a 2-core machine the extra processes only add start-up time. The cluster tests set
// their own counts.
process.env.BFF_WORKERS ??= '1';
process.env.RENDER_WORKERS ??= '1';
// A young generation of 64 MB a half instead of V8's 16: test files allocate fast (each loads its
// modules afresh), and with the smaller one jest's workers spent a fifth of their CPU collecting
// garbage. Every process of the run inherits it: jest's workers and the stacks the tests start.
if (!/--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim();
}
/** What tsc would emit for the tests with tsconfig.base.json: ES2022, CommonJS, React's JSX runtime. */
const swcOptions = ({ tsx }) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
});

/** @param {string} rootDir @param {Partial<import('jest').Config>} [overrides] */
module.exports = (rootDir, overrides = {}) => ({
  rootDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  // Compiled by swc, file by file: the types are checked by each workspace's `typecheck` (npm
  // run lint), which covers its tests as well.
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions({ tsx: false })],
    '^.+\\.tsx$': ['@swc/jest', swcOptions({ tsx: true })],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Each worker compiles a module once and reuses V8's code for it in its later test files.
  runtime: path.join(__dirname, 'jest.code-cache-runtime.cjs'),
  // A test that walks through several screens in jsdom takes seconds on a busy 2-core machine:
  // jest's 5 s would fail it for the machine's load, not for what it checks.
  testTimeout: 20000,
  ...overrides,
});
