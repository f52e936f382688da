/** @jest-environment node */
import {
  HOLD_MS,
  holdExpiry,
  isLive,
  MAX_HELD_CARDS,
  remainingMs,
} from '../../src/buying/hold-expiry'
import { selfExclusionRefusal } from '../../src/buying/self-exclusion'

// Ten hours cannot be waited for over HTTP: the hold's clock is checked here with the time passed
// in (the contract tests cover the lazy expiry on a database whose rows are moved back).

const now = new Date('2026-11-22T12:00:00-03:00')
const later = (ms: number) => new Date(now.getTime() + ms)

describe('a hold of cards', () => {
  it('lasts 10 hours from its first card (docs/product.md §9: 36,000,000 ms)', () => {
    expect(HOLD_MS).toBe(36_000_000)
    expect(holdExpiry(undefined, now)).toEqual(later(HOLD_MS))
  })

  it('keeps its expiry when cards are added', () => {
    const first = holdExpiry(undefined, now)
    expect(holdExpiry(first, later(3 * 3_600_000))).toEqual(first)
  })

  it('is live until its expiry, not from it on', () => {
    const expiry = later(HOLD_MS)
    expect(isLive(expiry, now)).toBe(true)
    expect(isLive(expiry, later(HOLD_MS - 1))).toBe(true)
    expect(isLive(expiry, later(HOLD_MS))).toBe(false)
    expect(isLive(expiry, later(HOLD_MS + 1))).toBe(false)
  })

  it('counts down to zero, never below, and is zero without a hold', () => {
    const expiry = later(HOLD_MS)
    expect(remainingMs(expiry, now)).toBe(HOLD_MS)
    expect(remainingMs(expiry, later(HOLD_MS - 250))).toBe(250)
    expect(remainingMs(expiry, later(HOLD_MS + 5000))).toBe(0)
    expect(remainingMs(null, now)).toBe(0)
    expect(remainingMs(undefined, now)).toBe(0)
  })

  it('holds at most 20 cards', () => {
    expect(MAX_HELD_CARDS).toBe(20)
  })
})

describe('self-exclusion', () => {
  it('refuses buying until the date, in Asunción’s calendar', () => {
    expect(selfExclusionRefusal(new Date('2027-03-01T12:00:00-03:00'), now)).toBe(
      'Tu cuenta está autoexcluida hasta el 01/03/2027. No podés comprar cartones.',
    )
    // 02:00 UTC on 2 March is still 1 March in Asunción.
    expect(selfExclusionRefusal(new Date('2027-03-02T02:00:00Z'), now)).toMatch(/01\/03\/2027/)
  })

  it('lets a player buy once the period is over, or without one', () => {
    expect(selfExclusionRefusal(now, now)).toBeUndefined()
    expect(selfExclusionRefusal(later(-1), now)).toBeUndefined()
    expect(selfExclusionRefusal(null, now)).toBeUndefined()
  })
})
