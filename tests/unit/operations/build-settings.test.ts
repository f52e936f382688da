/**
 * @jest-environment node
 */
import {
  buildSettingsProblems,
  buildTimeSettings,
  changedBuildSettings,
  sameLocalSite,
} from '@/lib/build-settings.mjs'

// With a build already there, `SITE_URL=https://… npm run standalone` said "build is up
// to date" and served robots.txt and the sitemap with http://localhost:3000. Each build records
// its build-time settings; the launchers build again when one differs, and a production server
// refuses to start on a folder built with another value, or without SITE_URL.

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv
const builtBare = buildTimeSettings(env({}))

describe('buildTimeSettings and changedBuildSettings', () => {
  it('records SITE_URL, IMAGE_HOSTS, PAGOS_SIMULADOS and every NEXT_PUBLIC_* set', () => {
    expect(
      buildTimeSettings(
        env({ SITE_URL: ' https://a.py ', NEXT_PUBLIC_SITE_NAME: 'Lotería', SESSION_SECRET: 'x' }),
      ),
    ).toEqual({
      IMAGE_HOSTS: '',
      NEXT_PUBLIC_SITE_NAME: 'Lotería',
      PAGOS_SIMULADOS: '',
      SITE_URL: 'https://a.py',
    })
  })

  it('names what changed since the build: the probe’s SITE_URL among them', () => {
    expect(changedBuildSettings(builtBare, env({ SITE_URL: 'https://www.example.py' }))).toEqual([
      'SITE_URL',
    ])
    expect(
      changedBuildSettings(
        buildTimeSettings(env({ NEXT_PUBLIC_SITE_NAME: 'A' })),
        env({ NEXT_PUBLIC_SITE_NAME: 'B', IMAGE_HOSTS: 'https://cdn.py' }),
      ),
    ).toEqual(['IMAGE_HOSTS', 'NEXT_PUBLIC_SITE_NAME'])
    expect(changedBuildSettings(builtBare, env({ SITE_URL: '' }))).toEqual([])
    expect(
      changedBuildSettings(builtBare, env({ SESSION_SECRET: 'no es de compilación' })),
    ).toEqual([])
  })
})

describe('buildSettingsProblems: what a production server refuses to start with', () => {
  it('no SITE_URL: it would publish localhost', () => {
    expect(buildSettingsProblems(builtBare, env({}))).toEqual([
      expect.stringContaining('Falta SITE_URL'),
    ])
  })

  it('a SITE_URL or NEXT_PUBLIC_* that is not the build’s, named', () => {
    const [siteUrl] = buildSettingsProblems(builtBare, env({ SITE_URL: 'https://www.example.py' }))
    expect(siteUrl).toMatch(
      /^SITE_URL=https:\/\/www\.example\.py no es el valor con que se compiló/,
    )
    expect(siteUrl).toContain('(http://localhost:3000)')
    const built = buildTimeSettings(env({ SITE_URL: 'https://a.py', NEXT_PUBLIC_SITE_NAME: 'A' }))
    expect(
      buildSettingsProblems(built, env({ SITE_URL: 'https://a.py', NEXT_PUBLIC_SITE_NAME: 'B' })),
    ).toEqual([expect.stringMatching(/^NEXT_PUBLIC_SITE_NAME=B no es el valor/)])
  })

  it('lets through the build’s own values, a local run on another port, and PAGOS_SIMULADOS', () => {
    const built = buildTimeSettings(env({ SITE_URL: 'https://a.py' }))
    expect(buildSettingsProblems(built, env({ SITE_URL: 'https://a.py' }))).toEqual([])
    expect(buildSettingsProblems(builtBare, env({ SITE_URL: 'http://localhost:4330' }))).toEqual([])
    expect(buildSettingsProblems(builtBare, env({ SITE_URL: 'http://127.0.0.1:3100' }))).toEqual([])
    expect(
      buildSettingsProblems(
        builtBare,
        env({ SITE_URL: 'http://localhost', PAGOS_SIMULADOS: 'no' }),
      ),
    ).toEqual([])
    // Unset at start: the build's value is the one in effect.
    expect(
      buildSettingsProblems(built, env({ SITE_URL: 'https://a.py', IMAGE_HOSTS: '' })),
    ).toEqual([])
  })
})

describe('sameLocalSite', () => {
  it('a local run or test server on another port is the same place: no rebuild for it', () => {
    // A rebuild then pulled the build from under every test server running beside (CI's own run).
    expect(sameLocalSite(builtBare, env({ SITE_URL: 'http://localhost:3118' }))).toBe(true)
    expect(sameLocalSite(builtBare, env({}))).toBe(true)
    expect(sameLocalSite(builtBare, env({ SITE_URL: 'https://www.example.py' }))).toBe(false)
    const public_ = buildTimeSettings(env({ SITE_URL: 'https://www.example.py' }))
    expect(sameLocalSite(public_, env({ SITE_URL: 'http://localhost:3000' }))).toBe(false)
  })
})
