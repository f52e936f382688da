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

async function project(name, overrides) {
  const config = await createJestConfig({ ...shared, ...overrides, displayName: name })()
  return { ...config, transformIgnorePatterns }
}

export default async function config() {
  return {
    projects: [
      await project('unit', {
        testEnvironment: 'jsdom',
        testMatch: [
          '<rootDir>/tests/unit/**/*.test.{ts,tsx}',
          '<rootDir>/packages/*/tests/**/*.test.{ts,tsx}',
        ],
        setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
      }),
      await project('contract', {
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/contract/**/*.test.ts'],
        globalSetup: '<rootDir>/tests/contract/global-setup.mjs',
        globalTeardown: '<rootDir>/tests/contract/global-teardown.mjs',
        // Contract tests spawn the operator CLI (tsx) and servers: jest's 5 s default is a
        // CPU-speed test, not a contract one (set in the setup file: `testTimeout` is ignored here).
        setupFilesAfterEnv: ['<rootDir>/tests/contract/support/jest-timeout.ts'],
      }),
    ],
  }
}
