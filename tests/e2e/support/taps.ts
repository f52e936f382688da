import type { Locator } from '@playwright/test'

// What a player does with their thumbs, counted (issue 38): a tap is a click on a link, button,
// option, checkbox or a select's list; a typed field is one a player types into (the tap that
// focuses it is part of typing it). A native <select> costs two taps: open it, pick an option.

export interface Taps {
  taps: number
  typed: number
  tap(target: Locator): Promise<void>
  type(target: Locator, text: string): Promise<void>
  select(target: Locator, option: { label: string }): Promise<void>
}

export function countTaps(): Taps {
  const counts: Taps = {
    taps: 0,
    typed: 0,
    async tap(target) {
      counts.taps += 1
      await target.click()
    },
    async type(target, text) {
      counts.typed += 1
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
