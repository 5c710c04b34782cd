/**
 * Unit tests (`*.spec.ts`) need nothing running; integration tests (`*.int-spec.ts`)
 * use the local Postgres and Redis; `web` runs the site's unit tests in jsdom.
 * Browser tests (e2e/) run under Playwright.
 */
import { availableParallelism } from 'node:os';

const swc = (tsx = false) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: !tsx, tsx },
      transform: tsx ? { react: { runtime: 'automatic' } } : { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.ts$': swc() },
  moduleNameMapper: { '^@pitchlens/(.*)$': '<rootDir>/libs/$1/src' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/', '<rootDir>/web/'],
  testEnvironment: 'node',
};

export default {
  // Integration tests share two cores with Postgres; a loaded machine must not fail them. In CI a test
  // ran 4.2 times as long as in a local run of the whole suite (the funnel paths' property test: 7.8 s
  // here, 32.6 s there), so a test taking a tenth of this here still passes there.
  testTimeout: 90_000,
  // Most integration files wait on Postgres, Redis or a child process rather than compute: half as
  // many files again as cores keeps them busy (Jest's default, one fewer than the cores, ran one file
  // at a time on two). A number, not '150%': Jest 29 reads a percentage in the config as a count.
  maxWorkers: Math.ceil(availableParallelism() * 1.5),
  testSequencer: '<rootDir>/scripts/jest-long-first.mjs',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/**/*.spec.ts'] },
    { ...shared, displayName: 'integration', testMatch: ['<rootDir>/**/*.int-spec.ts'] },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.spec.{ts,tsx}'],
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper: {
        '^@pitchlens/(.*)$': '<rootDir>/libs/$1/src',
        '\\.css$': '<rootDir>/web/test/style-stub.cjs',
        '^uuid$': '<rootDir>/node_modules/uuid/dist/cjs/index.js',
      },
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
      globals: { __BUILD_YEAR__: new Date().getFullYear() },
      testEnvironmentOptions: { url: 'http://localhost/' },
    },
  ],
};
