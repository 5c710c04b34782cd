/** Unit tests (`*.spec.ts`) need nothing running; integration tests (`*.int-spec.ts`) use the local Postgres and Redis. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^@pitchlens/(.*)$': '<rootDir>/libs/$1/src' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/', '<rootDir>/web/'],
  testEnvironment: 'node',
};

module.exports = {
  // Integration tests share two cores with Postgres; a loaded machine must not fail them.
  testTimeout: 30_000,
  // A failed test can leave a connection open; CI must still finish and report it.
  forceExit: true,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/**/*.spec.ts'] },
    { ...shared, displayName: 'integration', testMatch: ['<rootDir>/**/*.int-spec.ts'], },
  ],
};
