import { render } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { AutoChosenMark } from '@/components/packs/auto-chosen-mark'
import type { LuckyResult } from '@loteria/contract'
import messages from '@/messages/es.json'

// Mis cartones: a card the close chose for a pack says so, and what became of the lucky number.

const text = (favorito?: LuckyResult | null) =>
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <AutoChosenMark favorito={favorito} />
    </NextIntlClientProvider>,
  ).container.textContent

test('without a lucky number, only that the close chose it', () => {
  expect(text(null)).toBe('Elegido por nosotros al cierre')
})

test('the lucky number chosen, taken by another player, or not in the draw', () => {
  expect(text({ numero: '000777', resultado: 'ELEGIDO' })).toBe(
    'Elegido por nosotros al cierreEs tu número de la suerte',
  )
  expect(text({ numero: '000777', resultado: 'OCUPADO' })).toBe(
    'Elegido por nosotros al cierreTu número de la suerte, el N° 000777, ya era de otro jugador',
  )
  expect(text({ numero: '000777', resultado: 'NO_ESTA' })).toBe(
    'Elegido por nosotros al cierreTu número de la suerte, el N° 000777, no está en este sorteo',
  )
})
