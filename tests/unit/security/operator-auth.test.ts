/** @jest-environment node */
import { isOperator, operatorToken } from '@loteria/shared'
import { settingsProblems } from '@loteria/reference-backend/testing'
import { startupProblems as siteProblems } from '@/lib/startup-checks'

const STRONG = 'x'.repeat(32)
const asOperator = (token: string) =>
  new Request('http://site/servicios/operador/correos', {
    headers: { authorization: `Bearer ${token}` },
  })

describe('operator door', () => {
  it('is closed in production without OPERATOR_TOKEN, whatever token is sent', () => {
    const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv
    expect(operatorToken(env)).toBeUndefined()
    expect(isOperator(asOperator('development-operator-token'), env)).toBe(false)
    expect(isOperator(asOperator(''), env)).toBe(false)
  })

  it('opens in production only to a strong token', () => {
    const env = { NODE_ENV: 'production', OPERATOR_TOKEN: STRONG } as NodeJS.ProcessEnv
    expect(isOperator(asOperator(STRONG), env)).toBe(true)
    expect(isOperator(asOperator(`${STRONG}x`), env)).toBe(false)
    const short = { NODE_ENV: 'production', OPERATOR_TOKEN: 'short' } as NodeJS.ProcessEnv
    expect(isOperator(asOperator('short'), short)).toBe(false)
  })

  it('keeps the development token for development only', () => {
    const env = { NODE_ENV: 'development' } as NodeJS.ProcessEnv
    expect(isOperator(asOperator('development-operator-token'), env)).toBe(true)
  })
})

// As instrumentation.ts: the site's own checks, then the backend's.
const startupProblems = (env: NodeJS.ProcessEnv) => siteProblems(env, settingsProblems(env), {})

describe('startupProblems', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(32),
    SITE_URL: 'http://localhost:3000',
  }

  it('refuses a short operator token and a missing session secret in production', () => {
    expect(
      startupProblems({ ...production, OPERATOR_TOKEN: 'short' } as NodeJS.ProcessEnv),
    ).toEqual([expect.stringContaining('OPERATOR_TOKEN tiene 5 caracteres')])
    expect(
      startupProblems({
        NODE_ENV: 'production',
        SITE_URL: production.SITE_URL,
      } as NodeJS.ProcessEnv),
    ).toEqual([expect.stringContaining('Falta SESSION_SECRET')])
  })

  it('lets a safe configuration, a build and development start', () => {
    expect(startupProblems({ ...production, OPERATOR_TOKEN: STRONG } as NodeJS.ProcessEnv)).toEqual(
      [],
    )
    expect(startupProblems(production as unknown as NodeJS.ProcessEnv)).toEqual([])
    expect(
      startupProblems({
        NODE_ENV: 'production',
        NEXT_PHASE: 'phase-production-build',
      } as NodeJS.ProcessEnv),
    ).toEqual([])
    expect(startupProblems({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toEqual([])
  })
})
