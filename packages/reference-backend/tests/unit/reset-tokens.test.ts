/** @jest-environment node */
import { resetExpiry, resetTokenUsable, resetTtlMinutes } from '../../src/accounts/password-reset'

// Expiry of reset links cannot be waited for over HTTP; the rule is checked here with the clock
// passed in (the contract tests cover the single use and the password change).

const MINUTE = 60_000
const issued = new Date('2026-11-22T12:00:00-03:00')

describe('password reset links', () => {
  const original = process.env.RESET_TOKEN_TTL_MINUTES
  afterEach(() => {
    if (original === undefined) delete process.env.RESET_TOKEN_TTL_MINUTES
    else process.env.RESET_TOKEN_TTL_MINUTES = original
  })

  it('last 60 minutes unless RESET_TOKEN_TTL_MINUTES says otherwise', () => {
    delete process.env.RESET_TOKEN_TTL_MINUTES
    expect(resetTtlMinutes()).toBe(60)
    expect(resetExpiry(issued).getTime() - issued.getTime()).toBe(60 * MINUTE)
    process.env.RESET_TOKEN_TTL_MINUTES = '5'
    expect(resetExpiry(issued).getTime() - issued.getTime()).toBe(5 * MINUTE)
    process.env.RESET_TOKEN_TTL_MINUTES = 'mucho'
    expect(resetTtlMinutes()).toBe(60)
    process.env.RESET_TOKEN_TTL_MINUTES = '0'
    expect(resetTtlMinutes()).toBe(60)
  })

  it('work before the expiry and not from it on', () => {
    const link = { expiraEn: resetExpiry(issued, 60), usadoEn: null }
    expect(resetTokenUsable(link, issued)).toBe(true)
    expect(resetTokenUsable(link, new Date(issued.getTime() + 59 * MINUTE))).toBe(true)
    expect(resetTokenUsable(link, new Date(issued.getTime() + 60 * MINUTE))).toBe(false)
    expect(resetTokenUsable(link, new Date(issued.getTime() + 61 * MINUTE))).toBe(false)
  })

  it('work once', () => {
    const used = { expiraEn: resetExpiry(issued, 60), usadoEn: issued }
    expect(resetTokenUsable(used, issued)).toBe(false)
  })
})
