import { emptySlots } from '@/lib/live/board'

// A board with a known number of balls keeps room for all of them from the start, so a
// ball never adds a row that pushes the page down while a draw is watched.

describe('the places a play board keeps', () => {
  it('keeps a place for each of Tradicional and Revancha’s 30 balls not yet called', () => {
    expect(emptySlots('Tradicional', 0)).toBe(30)
    expect(emptySlots('Tradicional', 12)).toBe(18)
    expect(emptySlots('Revancha', 30)).toBe(0)
  })

  it('keeps none for Siempre Sale, which calls until a card completes, nor past the count', () => {
    expect(emptySlots('Siempre Sale', 0)).toBe(0)
    expect(emptySlots('Siempre Sale', 44)).toBe(0)
    expect(emptySlots('Tradicional', 31)).toBe(0)
  })
})
