import { NextIntlClientProvider } from 'next-intl'
import type { Prize, PrizeGroup } from '@loteria/contract'
import messages from '@/messages/es.json'

// What the prize components' tests render: a player's prize of Gs. 250.000.000 (10 % tax
// withheld) on card 000123, in Sorteo N° 1287, and the Spanish messages around a tree.

export const prize = (over: Partial<Prize>): Prize => ({
  id: 1,
  numeroCarton: '000123',
  premio: 250_000_000,
  descuentoFiscal: 25_000_000,
  total: 225_000_000,
  fechaSorteoMostrar: '',
  estado: 'PENDIENTE',
  canjear: false,
  solicitud: null,
  ...over,
})

/** A second prize, of Gs. 150.000 on card 000124: small enough for a wallet or a sales point. */
export const smallPrize = (): Prize =>
  prize({ id: 2, numeroCarton: '000124', premio: 150_000, descuentoFiscal: 15_000, total: 135_000 })

/** Sorteo N° 1287's group of `premios`; `totalEnMiles` is what its prizes add up to. */
export const group = (premios: Prize[], totalEnMiles: number): PrizeGroup => ({
  fechaSorteo: '2026-11-22T21:00:00.000Z',
  idSorteo: 1287,
  identificadorSorteo: 'Sorteo N° 1287',
  totalEnMiles,
  premios,
})

export function withMessages(children: React.ReactNode) {
  return (
    <NextIntlClientProvider locale="es" messages={messages}>
      {children}
    </NextIntlClientProvider>
  )
}
