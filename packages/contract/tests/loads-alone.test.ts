/** @jest-environment node */

// The contract is importable where there is no Redis and no database driver (a browser,
// a script, a test): its entries load zod and their own modules, nothing else. Each entry is loaded
// in a fresh module registry and every module that registry then holds is listed.

const DRIVERS = [
  'redis',
  '@redis/client',
  'pg',
  '@electric-sql/pglite',
  'prom-client',
  'drizzle-orm',
]
const OWN = /[\\/]packages[\\/]contract[\\/]src[\\/]/

/** Every module a fresh registry holds once `load` has run, as file paths. */
async function modulesLoadedBy(load: () => Promise<unknown>): Promise<string[]> {
  let loaded: string[] = []
  await jest.isolateModulesAsync(async () => {
    await load()
    loaded = Object.keys(require.cache)
  })
  return loaded
}

/** The packages those files belong to (`…/node_modules/@redis/client/dist/…` → `@redis/client`). */
function packagesOf(files: string[]): string[] {
  const names = files.flatMap((file) => {
    const match =
      /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*[\\/]node_modules[\\/])/.exec(
        file,
      )
    return match ? [match[1]!.replace(/\\/g, '/')] : []
  })
  return [...new Set(names)].sort()
}

describe.each([
  ['@loteria/contract', () => import('@loteria/contract')],
  ['@loteria/contract/format', () => import('@loteria/contract/format')],
])('%s', (_entry, load) => {
  let loaded: string[]
  beforeAll(async () => {
    loaded = await modulesLoadedBy(load)
  })

  it('loads its own modules', () => {
    expect(loaded.some((file) => OWN.test(file))).toBe(true)
  })

  it('loads no Redis client, database driver or metrics library', () => {
    expect(packagesOf(loaded).filter((name) => DRIVERS.includes(name))).toEqual([])
  })

  it('loads no package but zod, and no module of another workspace package', () => {
    expect(packagesOf(loaded).filter((name) => name !== 'zod')).toEqual([])
    expect(
      loaded.filter((file) => !OWN.test(file) && !/[\\/]node_modules[\\/]/.test(file)),
    ).toEqual([])
  })
})

it('the schemas entry does load zod (the registry listing sees packages)', async () => {
  const loaded = await modulesLoadedBy(() => import('@loteria/contract'))
  expect(packagesOf(loaded)).toEqual(['zod'])
})
