import { render } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { PackNoticeText } from '@/components/packs/pack-notice-text'
import type { PackNotice } from '@loteria/contract'
import { groupPackNotices } from '@/lib/alerts/pack-notice-groups'
import messages from '@/messages/es.json'

// What the pack notices say, before the close and after it: one notice per moment, naming each
// pack, in words that stay true whenever they are read (docs/contract.md, "The week's phase").

const NOTICE: PackNotice = {
  id: 1,
  tipo: 'CARTON_ELEGIDO',
  sorteoId: 1288,
  identificadorSorteo: 'Sorteo N° 1288',
  cierre: '2026-11-29T21:00:00.000Z',
  suscripcionId: 7,
  pack: 'PACK 12 SORTEOS',
  numero: '012345',
}
const OTHER: PackNotice = {
  ...NOTICE,
  id: 2,
  suscripcionId: 8,
  pack: 'PACK 4 SORTEOS',
  numero: '000777',
}
/** Sunday 29/11/2026 10:00 in Asunción. */
const SUNDAY_MORNING = Date.parse('2026-11-29T13:00:00.000Z')

function texts(notices: PackNotice[], now = SUNDAY_MORNING) {
  return groupPackNotices(notices).map(
    (group) =>
      render(
        <NextIntlClientProvider locale="es" messages={messages}>
          <PackNoticeText group={group} now={now} />
        </NextIntlClientProvider>,
      ).container.textContent,
  )
}

test('the cards chosen at the close: one notice, each card with its pack', () => {
  expect(texts([NOTICE])).toEqual([
    'Elegimos tu cartón para el Sorteo N° 1288: N° 012345 de tu PACK 12 SORTEOS.',
  ])
  expect(texts([NOTICE, OTHER])).toEqual([
    'Elegimos tus cartones para el Sorteo N° 1288: N° 012345 de tu PACK 12 SORTEOS y N° 000777 de tu PACK 4 SORTEOS.',
  ])
})

test('the lucky number: theirs, taken, or not in the draw, said beside the card chosen', () => {
  expect(texts([{ ...NOTICE, favorito: { numero: '012345', resultado: 'ELEGIDO' } }])).toEqual([
    'Elegimos tu cartón para el Sorteo N° 1288: N° 012345 de tu PACK 12 SORTEOS, tu número de la suerte.',
  ])
  expect(texts([{ ...NOTICE, favorito: { numero: '000777', resultado: 'NO_ESTA' } }])).toEqual([
    'Elegimos tu cartón para el Sorteo N° 1288: N° 012345 de tu PACK 12 SORTEOS (tu número de la suerte, el N° 000777, no está en este sorteo).',
  ])
  expect(texts([{ ...NOTICE, favorito: { numero: '000777', resultado: 'OCUPADO' } }])).toEqual([
    'Elegimos tu cartón para el Sorteo N° 1288: N° 012345 de tu PACK 12 SORTEOS (tu número de la suerte, el N° 000777, ya era de otro jugador).',
  ])
})

test('a reminder names the close by its day and hour, never by the hours it had left', () => {
  const reminders = [NOTICE, OTHER].map((notice) => ({
    ...notice,
    tipo: 'RECORDATORIO_2H' as const,
    numero: null,
  }))
  expect(texts(reminders)).toEqual([
    'Las ventas del Sorteo N° 1288 cierran hoy a las 18:00: elegí el cartón de tu PACK 12 SORTEOS y tu PACK 4 SORTEOS.',
  ])
  const saturday = SUNDAY_MORNING - 86_400_000
  expect(texts([{ ...NOTICE, tipo: 'RECORDATORIO_24H', numero: null }], saturday)).toEqual([
    'Las ventas del Sorteo N° 1288 cierran mañana a las 18:00: elegí el cartón de tu PACK 12 SORTEOS.',
  ])
  expect(
    texts([{ ...NOTICE, tipo: 'RECORDATORIO_24H', numero: null }], saturday - 86_400_000),
  ).toEqual([
    'Las ventas del Sorteo N° 1288 cierran el 29/11/2026 a las 18:00: elegí el cartón de tu PACK 12 SORTEOS.',
  ])
})
