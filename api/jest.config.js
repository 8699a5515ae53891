/** Unit specs live beside the code (src/**\/*.spec.ts); end-to-end specs boot the real app (test/**\/*.e2e-spec.ts). */
module.exports = {
  testEnvironment: 'node',
  // TypeORM keeps its metadata on globalThis across suites by design.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // Transpile only (types are checked by `tsc` in the build): keeps the suites quick on two cores.
  // The workspace packages the API shares with the storefront (packages/) are written as ES modules: made CommonJS here too.
  transform: { '^.+\\.ts$|/packages/.+\\.js$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] },
  testTimeout: 30000,
};
