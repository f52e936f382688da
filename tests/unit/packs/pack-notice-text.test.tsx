import { render } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { PackNoticeText } from '@/components/packs/pack-notice-text'
import type { PackNotice } from '@loteria/contract'
import { formatDateTime } from '@loteria/contract/format'
import messages from '@/messages/es.json'

// Issue 39: what the pack notices say, before the close and after it.

const NOTICE: PackNotice = {
  id: 1,
  tipo: 'CARTON_ELEGIDO',
  sorteoId: 1288,
  identificadorSorteo: 'Sorteo N° 1288',
  cierre: '2026-11-28T21:00:00.000Z',
  suscripcionId: 7,
  pack: 'PACK 12 SORTEOS',
  numero: '012345',
}

function text(notice: PackNotice) {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <PackNoticeText notice={notice} />
    </NextIntlClientProvider>,
  ).container.textContent
}

test('the card chosen at the close, as the issue words it', () => {
  expect(text(NOTICE)).toBe('Elegimos tu cartón N° 012345 para el Sorteo N° 1288.')
})

test('the reminders name the draw, its close and the pack', () => {
  const cierre = formatDateTime(NOTICE.cierre)
  expect(text({ ...NOTICE, tipo: 'RECORDATORIO_24H', numero: null })).toBe(
    `Faltan 24 horas para el cierre de ventas del Sorteo N° 1288 (${cierre}): elegí el cartón de tu PACK 12 SORTEOS.`,
  )
  expect(text({ ...NOTICE, tipo: 'RECORDATORIO_2H', numero: null })).toBe(
    `Faltan 2 horas para el cierre de ventas del Sorteo N° 1288 (${cierre}): elegí el cartón de tu PACK 12 SORTEOS.`,
  )
})
