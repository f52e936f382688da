import { render } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { LiveBalls } from '@/components/live/live-balls'
import messages from '@/messages/es.json'

// Tradicional's board keeps an empty place for each of its 30 balls, and a new ball
// takes the first empty place without moving the others (a moved place is a layout shift).

const board = (bolillas: number[]) => (
  <NextIntlClientProvider locale="es" messages={messages}>
    <LiveBalls play={{ nombreJugada: 'Tradicional', bolillas }} newest={bolillas.at(-1) ?? null} />
  </NextIntlClientProvider>
)

const places = (container: HTMLElement) => [...container.querySelectorAll('li[aria-hidden="true"]')]

it('keeps 30 places from the first ball, and a new ball takes the first empty one', () => {
  const { container, rerender, getByRole } = render(board([7, 23]))
  const before = places(container)
  expect(before).toHaveLength(28)
  expect(getByRole('list', { name: 'Bolillas de Tradicional' }).children).toHaveLength(30)

  rerender(board([7, 23, 41]))
  const after = places(container)
  expect(after).toHaveLength(27)
  // The same elements, where they were: only the first empty place gave way to the ball.
  expect(after).toEqual(before.slice(1))
  expect(after.every((place, i) => place === before[i + 1])).toBe(true)
})

it('shows an empty board with the line that says why', () => {
  const { container, getByText } = render(board([]))
  expect(places(container)).toHaveLength(30)
  expect(getByText('Todavía no salieron bolillas de esta jugada.')).toBeTruthy()
})
