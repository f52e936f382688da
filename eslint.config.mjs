import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

// The reference backend is a package of its own (packages/reference-backend): the site reaches it
// only through its public entry, and only from the transport and the instrumentation hook; the
// backend never reaches into the site. What both need lives in @loteria/contract (pure: schemas,
// formatting) and @loteria/shared (server runtime), by their exports.
const BACKEND = '@loteria/reference-backend'
const noDeepPackageImports = [
  {
    group: ['**/packages/*/src', '**/packages/*/src/**', '@loteria/*/src/**'],
    message: 'Import a workspace package by its name and public exports (its package.json).',
  },
]
const backendOnlyThroughTransport = {
  group: [BACKEND, `${BACKEND}/*`],
  message:
    'Only lib/backend/transport.ts and instrumentation.ts reach the reference backend, through its public entry.',
}
// Routes (app/) use components and lib; nothing below them imports a route module.
const routesFromBelow = {
  group: ['@/app/*', '@/app/**'],
  message: 'app/ holds routes only: server actions live in lib/actions, shared code in lib/.',
}
// Inside the reference backend the layers go one way, db → domain → handlers: a handler parses
// the request, calls a domain module and shapes the answer; the queries live in the domains.
const BACKEND_SRC = 'packages/reference-backend/src'
const handlersOffTheDb = {
  group: ['../db', '../db/*', '../database', 'drizzle-orm', 'drizzle-orm/*'],
  message: 'A handler reaches data through a domain module (accounts/, buying/, …), never db/.',
}
// The storage layer never imports the domains above it: the seed reaches it by injection
// (src/database.ts hands `prepare` to db/client.ts).
const dbOffTheDomains = {
  group: ['../*', '../**'],
  message: 'db/ is the bottom layer: pass what it needs in (as the seed is), never import it.',
}
const siteFromPackages = {
  group: ['@/*', '@/**'],
  message:
    'A package never imports the site: move what both need to @loteria/contract or @loteria/shared.',
}
// The contract loads in a browser and in a process with no Redis or database: zod and its own
// modules only (tests/unit/repository/declared-dependencies.test.ts checks its package.json says so).
const contractStaysPure = {
  group: [
    '@loteria/*',
    'node:*',
    '@redis/*',
    'redis',
    'pg',
    'pg/*',
    'prom-client',
    '@electric-sql/*',
  ],
  message: '@loteria/contract is pure (zod only): runtime pieces belong in @loteria/shared.',
}
// Tests reach inside the backend through its one test entry, never by a module path.
const testingEntryOnly = {
  group: [`${BACKEND}/testing/*`],
  message: `Tests import what they need from ${BACKEND}/testing (packages/reference-backend/src/testing.ts).`,
}

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.cluster/**',
      'node_modules/**',
      'public/sw.js',
      '.data/**',
      'next-env.d.ts',
    ],
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: {
      'import/no-relative-packages': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [...noDeepPackageImports, backendOnlyThroughTransport] },
      ],
    },
  },
  {
    files: ['components/**', 'lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...noDeepPackageImports, backendOnlyThroughTransport, routesFromBelow] },
      ],
    },
  },
  {
    files: ['lib/backend/transport.ts', 'instrumentation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noDeepPackageImports,
            routesFromBelow,
            { group: [`${BACKEND}/*`], message: backendOnlyThroughTransport.message },
          ],
        },
      ],
    },
  },
  {
    // Tests may open the backend's inside through its test door (`/testing`), never deeper.
    files: ['tests/**', 'packages/*/tests/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...noDeepPackageImports, testingEntryOnly] }],
    },
  },
  {
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...noDeepPackageImports, siteFromPackages, backendOnlyThroughTransport] },
      ],
    },
  },
  {
    files: ['packages/contract/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...noDeepPackageImports, siteFromPackages, contractStaysPure] },
      ],
    },
  },
  {
    files: ['packages/reference-backend/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...noDeepPackageImports, siteFromPackages] }],
    },
  },
  {
    // A package's integration tests drive it as it is deployed: served by the site's build and
    // called through the site's backend client (jest project `integration`, docs/testing.md).
    files: ['packages/*/tests/{integration,servers,postgres,support}/**'],
    // They share the root's test servers and HTTP client (tests/support/servers/).
    rules: {
      'import/no-relative-packages': 'off',
      'no-restricted-imports': ['error', { patterns: [...noDeepPackageImports, testingEntryOnly] }],
    },
  },
  {
    files: [`${BACKEND_SRC}/handlers/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...noDeepPackageImports, siteFromPackages, handlersOffTheDb] },
      ],
    },
  },
  {
    files: [`${BACKEND_SRC}/db/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...noDeepPackageImports, siteFromPackages, dbOffTheDomains] },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
]

export default config
