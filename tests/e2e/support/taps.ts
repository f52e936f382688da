import type { Locator } from '@playwright/test'

// What a player does with their thumbs, counted: a tap is a click on a link, button,
// option, checkbox or a select's list; a typed field is one a player types into (the tap that
// focuses it is part of typing it). A native <select> costs two taps: open it, pick an option.

/**
 * A person's pace on a phone, to turn the counts into the time a player spends (the machine's
 * own time left out): a key on the on-screen keyboard, a tap with the reading before it, and
 * finding and reading each field typed into. Deliberately slow: the page's promise must hold for
 * players slower than the average.
 */
const PERSON = { keySeconds: 0.4, tapSeconds: 2, fieldSeconds: 3 }

export interface Taps {
  taps: number
  typed: number
  /** Keys typed, every character. */
  keys: number
  /** The time a person takes for what was counted, in seconds (PERSON). */
  personSeconds(): number
  tap(target: Locator): Promise<void>
  type(target: Locator, text: string): Promise<void>
  select(target: Locator, option: { label: string }): Promise<void>
}

export function countTaps(): Taps {
  const counts: Taps = {
    taps: 0,
    typed: 0,
    keys: 0,
    personSeconds() {
      return (
        counts.keys * PERSON.keySeconds +
        counts.taps * PERSON.tapSeconds +
        counts.typed * PERSON.fieldSeconds
      )
    },
    async tap(target) {
      counts.taps += 1
      await target.click()
    },
    async type(target, text) {
      counts.typed += 1
      counts.keys += text.length
      await target.click()
      await target.pressSequentially(text)
    },
    async select(target, option) {
      counts.taps += 2
      await target.selectOption(option)
    },
  }
  return counts
}
