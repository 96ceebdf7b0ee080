// jest for every workspace, one project per tier. `npm test` (infra/src/testing/run-tests.ts) type-checks, lints and
// builds the web first; `npx jest --selectProjects unit` or `npx jest path/part` run a part directly.
const os = require('node:os');

// As infra/register.js compiles for `npm start`: decorators with their metadata (Nest's injection reads it), JSX.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
        // Vite's build-time variables (web/src/config/site.ts): none set under test, as in a plain build.
        optimizer: { globals: { vars: { 'import.meta.env': '{}' } } },
      },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

const roots = [
  '<rootDir>/infra',
  '<rootDir>/projections',
  '<rootDir>/services',
  '<rootDir>/web',
  '<rootDir>/load-tests',
  '<rootDir>/print-client',
];
const tier = (displayName, testMatch) => ({
  displayName,
  roots,
  testMatch,
  testEnvironment: 'node',
  transform: { '^.+\\.(ts|tsx|mjs)$': swc },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
});

module.exports = {
  projects: [tier('unit', ['**/*.spec.ts', '**/*.spec.tsx']), tier('int', ['**/*.int-spec.ts']), tier('e2e', ['**/*.e2e-spec.ts'])],
  // A real database, a real server, a real browser: a test takes as long as its work, bounded only against a hang.
  testTimeout: 600_000,
  globalSetup: '<rootDir>/infra/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/infra/src/testing/jest-global-teardown.ts',
  // Each test file leaves some of its modules behind in the worker that ran it (a Nest app, a browser's client, a
  // registry of metrics); over a full run one worker grew past V8's 4 GB limit and died. A worker that holds more than
  // this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  maxWorkers: Math.max(1, Number(process.env.TEST_CONCURRENCY ?? os.availableParallelism())),
};
