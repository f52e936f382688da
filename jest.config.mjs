import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

// ESM-only packages that jest must transform (docs/setup-notes.md).
const ESM_PACKAGES = ['next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat']
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`]

const shared = {
  // The standalone output carries a copy of package.json (next.config.mjs `output`).
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty-module.cjs',
    '^@/(.*)$': '<rootDir>/$1',
  },
}

/** Folders of a package's tests that need the built site as a server, not jsdom. */
const SERVER_FOLDERS = ['integration', 'servers', 'postgres']

async function project(name, overrides) {
  const config = await createJestConfig({ ...shared, ...overrides, displayName: name })()
  return { ...config, transformIgnorePatterns }
}

export default async function config() {
  return {
    projects: [
      // In-process tests of the site and of each package (docs/testing.md).
      await project('unit', {
        testEnvironment: 'jsdom',
        testMatch: [
          '<rootDir>/tests/unit/**/*.test.{ts,tsx}',
          '<rootDir>/packages/*/tests/**/*.test.{ts,tsx}',
        ],
        testPathIgnorePatterns: ['/node_modules/', ...SERVER_FOLDERS.map((f) => `/tests/${f}/`)],
        setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
      }),
      // Tests over HTTP against the built site (docs/testing.md): the operator contract
      // (tests/contract, also against BACKEND_URL), the reference backend's own behaviour
      // (packages/reference-backend/tests/{integration,servers,postgres}) and the deployment
      // (tests/deployment). One suite server for all (tests/support/servers/global-setup.mjs).
      await project('integration', {
        testEnvironment: 'node',
        testMatch: [
          '<rootDir>/tests/contract/**/*.test.ts',
          ...SERVER_FOLDERS.map((f) => `<rootDir>/packages/*/tests/${f}/**/*.test.ts`),
          '<rootDir>/tests/deployment/**/*.test.ts',
        ],
        globalSetup: '<rootDir>/tests/support/servers/global-setup.mjs',
        globalTeardown: '<rootDir>/tests/support/servers/global-teardown.mjs',
        // These spawn the operator CLI (tsx) and servers: jest's 5 s default is a CPU-speed test,
        // not an integration one (set in the setup file: `testTimeout` is ignored here).
        setupFilesAfterEnv: ['<rootDir>/tests/support/servers/jest-timeout.ts'],
      }),
    ],
  }
}
