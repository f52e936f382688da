import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { CardChooser, type CardChooserWords } from '@/components/buying/card-chooser'
import { ExchangeChooser } from '@/components/buying/exchange-chooser'
import { TicketChooser } from '@/components/buying/ticket-chooser'
import { SnackbarProvider } from '@/components/ui/snackbar'
import type { Reservation, Ticket } from '@loteria/contract'
import messages from '@/messages/es.json'

// Issue 26, defect 10 (docs/history.md): Canjear premios picked cards another way than Comprar
// cartón. Both now choose through one CardChooser; each screen brings its limit, its words and its
// action.

const hold = jest.fn<Promise<unknown>, [unknown]>()
const release = jest.fn<Promise<unknown>, [unknown]>()
const reserve = jest.fn<Promise<unknown>, [unknown]>()
jest.mock('@/lib/actions/buying', () => ({
  holdTicketAction: (input: unknown) => hold(input),
  releaseTicketAction: (input: unknown) => release(input),
  releaseReservationAction: jest.fn(),
  reserveForSubscriptionAction: (input: unknown) => reserve(input),
  moreTicketsAction: jest.fn(),
  searchTicketsAction: jest.fn(),
}))
const refresh = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }))

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})

beforeEach(() => jest.clearAllMocks())

const ticket = (id: number): Ticket => ({
  id,
  numero: String(id).padStart(6, '0'),
  jugadas: [{ nombre: 'Tradicional', azar: false, numeros: '01,02,03' }],
})
const TICKETS = [ticket(11), ticket(22), ticket(33)]

function withProviders(children: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </NextIntlClientProvider>,
  )
}

/** The chooser with its chosen list kept here, as a screen keeps it. */
function Harness({
  max,
  words = 'buy',
  onChoose = () => true,
}: {
  max: number
  words?: CardChooserWords
  onChoose?: (ticket: Ticket) => boolean
}) {
  const [available, setAvailable] = useState(TICKETS)
  const [chosen, setChosen] = useState<Ticket[]>([])
  return (
    <CardChooser
      words={words}
      sorteoId={1288}
      chosen={chosen}
      onChoose={(card) => {
        if (!onChoose(card)) return false
        setChosen((list) => [...list, card])
        return true
      }}
      available={available}
      onAvailableChange={setAvailable}
      onUnchoose={(card) => {
        setChosen((list) => list.filter((item) => item.id !== card.id))
        return true
      }}
      max={max}
      action={({ describedBy }) => (
        <button type="button" disabled={chosen.length === 0} aria-describedby={describedBy}>
          Seguir
        </button>
      )}
    />
  )
}

const chosenPanel = () => screen.getByRole('region', { name: 'Cartones elegidos' })
/** A free card's number, which chooses it; null once the card has left the list. */
const chooseButton = (numero: string) =>
  screen.queryByRole('button', { name: `Elegir el cartón ${numero}` })
/** ELIGE TU CARTÓN's number: it opens the card's dialog. */
const playsButton = (numero: string) =>
  screen.queryByRole('button', { name: `Ver las jugadas del cartón ${numero}` })
/** The Elegir Cartón of the open dialog of the card, or null when it offers none. */
const elegirInDialog = (numero: string) =>
  within(screen.getByRole('dialog', { name: `Cartón N° ${numero}` })).queryByRole('button', {
    name: 'Elegir Cartón',
  })
const actionBar = () => screen.getByText(/^Total por/).parentElement!

/** The sentence a button points to with aria-describedby, or null. */
function reasonOf(button: HTMLElement): string | null {
  const id = button.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe('CardChooser', () => {
  it('moves a chosen card from the list to the chosen panel, and back when it is removed', async () => {
    const user = userEvent.setup()
    withProviders(<Harness max={5} />)
    const seguir = screen.getByRole('button', { name: 'Seguir' })
    expect(within(chosenPanel()).getByText(/Todavía no elegiste cartones/)).toBeInTheDocument()
    expect(screen.getByText('Total por 0 cartones')).toBeInTheDocument()
    expect(reasonOf(seguir)).toBe('Elegí al menos un cartón para pagar.')
    // Nothing chosen: the bar stays in the page's flow (pinned, it covered the first cards).
    expect(actionBar()).not.toHaveClass('actionBarPinned')

    await user.click(chooseButton('000022')!)
    expect(chooseButton('000022')).toBeNull()
    expect(
      within(chosenPanel()).getByRole('button', { name: 'Quitar el cartón 000022' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Total por 1 cartón')).toBeInTheDocument()
    expect(seguir).toBeEnabled()
    expect(reasonOf(seguir)).toBeNull()
    expect(actionBar()).toHaveClass('actionBarPinned')

    await user.click(screen.getByRole('button', { name: 'Quitar el cartón 000022' }))
    expect(chooseButton('000022')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Quitar el cartón 000022' })).toBeNull()
    expect(screen.getByText('Total por 0 cartones')).toBeInTheDocument()
    expect(actionBar()).not.toHaveClass('actionBarPinned')
  })

  it('chooses from the card’s dialog with Elegir Cartón', async () => {
    const user = userEvent.setup()
    withProviders(<Harness max={5} />)
    await user.click(screen.getByRole('button', { name: 'Ver las jugadas del cartón 000033' }))
    const dialog = screen.getByRole('dialog', { name: 'Cartón N° 000033' })
    expect(within(dialog).getByText('Tradicional')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Elegir Cartón' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Quitar el cartón 000033' })).toBeInTheDocument()
    // A chosen card's dialog offers no second Elegir Cartón.
    await user.click(
      within(chosenPanel()).getByRole('button', { name: 'Ver las jugadas del cartón 000033' }),
    )
    expect(elegirInDialog('000033')).toBeNull()
  })

  it('stops at the limit: says so and chooses nothing more, from the list or the dialog', async () => {
    const user = userEvent.setup()
    const onChoose = jest.fn(() => true)
    withProviders(<Harness max={2} onChoose={onChoose} />)
    await user.click(chooseButton('000011')!)
    await user.click(chooseButton('000022')!)
    expect(onChoose).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('Podés elegir hasta 2 cartones por compra.')).toBeNull()

    await user.click(chooseButton('000033')!)
    expect(onChoose).toHaveBeenCalledTimes(2)
    expect(screen.getByText('Podés elegir hasta 2 cartones por compra.')).toBeInTheDocument()
    expect(chooseButton('000033')).toBeInTheDocument()
    expect(screen.getByText('Total por 2 cartones')).toBeInTheDocument()
    // From the card's dialog too: Elegir Cartón says why and chooses nothing.
    await user.click(screen.getByRole('button', { name: 'Ver las jugadas del cartón 000033' }))
    await user.click(elegirInDialog('000033')!)
    expect(onChoose).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('dialog', { name: 'Cartón N° 000033' })).toBeNull()
    expect(screen.getByText('Total por 2 cartones')).toBeInTheDocument()
  })

  it('drops a card the screen could not choose (taken by someone else meanwhile)', async () => {
    const user = userEvent.setup()
    withProviders(<Harness max={5} onChoose={(card) => card.id !== 11} />)
    await user.click(chooseButton('000011')!)
    expect(chooseButton('000011')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Quitar el cartón 000011' })).toBeNull()
    expect(screen.getByText('Total por 0 cartones')).toBeInTheDocument()
  })

  it('works with the keyboard: Enter and Space choose, Enter removes', async () => {
    const user = userEvent.setup()
    withProviders(<Harness max={5} />)
    chooseButton('000011')!.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Quitar el cartón 000011' })).toBeInTheDocument()

    chooseButton('000022')!.focus()
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Quitar el cartón 000022' })).toBeInTheDocument()
    expect(screen.getByText('Total por 2 cartones')).toBeInTheDocument()

    screen.getByRole('button', { name: 'Quitar el cartón 000011' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('button', { name: 'Quitar el cartón 000011' })).toBeNull()
    expect(chooseButton('000011')).toBeInTheDocument()

    // Tab reaches the cards in order: each number, then its Ver jugadas.
    chooseButton('000033')!.focus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Ver las jugadas del cartón 000033' })).toHaveFocus()
  })

  it('speaks each screen’s words', () => {
    withProviders(<Harness max={1} words="exchange" />)
    expect(screen.getByRole('region', { name: 'CARTONES DISPONIBLES' })).toBeInTheDocument()
    const chosen = screen.getByRole('region', { name: 'CARTÓN ELEGIDO' })
    expect(
      within(chosen).getByText(
        'Todavía no elegiste un cartón: tocá uno de la lista para poder confirmar.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Ningún cartón elegido')).toBeInTheDocument()
    expect(screen.queryByText(/^Total por/)).toBeNull()
  })
})

describe('the two screens on the one chooser', () => {
  const pack = { id: 2, nombre: 'PACK 12 SORTEOS', sorteos: 12, precio: 114_000, ahorro: 5 }
  const none: Reservation = { restanteMs: 0, cartones: [] }
  /** ELEGIR CARTÓN of the 12-draw pack, with the cards the backend already holds. */
  const buying = (reservation: Reservation, closeFirst = false) =>
    withProviders(
      <TicketChooser
        pack={pack}
        sorteoId={1288}
        packLabel="Restan 12 Sorteos de tu PACK 12 SORTEOS"
        initialTickets={TICKETS}
        reservation={reservation}
        cierre="2026-11-29T21:00:00.000Z"
        closeFirst={closeFirst}
      />,
    )

  it('says the hold ends with the sales when they close first', () => {
    buying(none, true)
    expect(
      screen.getByText(
        'Al elegir tu primer cartón, queda reservado para vos hasta el cierre de ventas, a las 18:00.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/durante 10 horas/)).not.toBeInTheDocument()
  })

  it('ELEGIR CARTÓN: each choice is a hold; Pagar leads to the pack’s checkout', async () => {
    const user = userEvent.setup()
    hold.mockResolvedValue({
      ok: true,
      message: '',
      data: { restanteMs: 36_000_000, cartones: [TICKETS[0]] },
    })
    buying(none)
    const waiting = screen.getByRole('button', { name: 'Pagar Gs.\u00a00' })
    expect(waiting).toBeDisabled()
    expect(reasonOf(waiting)).toBe('Elegí al menos un cartón para pagar.')
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull()

    await user.click(chooseButton('000011')!)
    expect(hold).toHaveBeenCalledWith({ ticketId: 11 })
    expect(screen.getByRole('link', { name: 'Pagar Gs.\u00a0114.000' })).toHaveAttribute(
      'href',
      '/comprar-carton/checkout?pack=2',
    )
    expect(screen.getByRole('timer', { name: 'Tiempo de reserva de tus cartones' })).toBeVisible()
  })

  it('ELEGIR CARTÓN: a card held before the page loaded goes back to the list when let go', async () => {
    const user = userEvent.setup()
    const held = ticket(44)
    release.mockResolvedValue({ ok: true, message: '', data: none })
    buying({ restanteMs: 36_000_000, cartones: [held] })
    expect(chooseButton('000044')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Quitar el cartón 000044' }))
    expect(release).toHaveBeenCalledWith({ ticketId: 44 })
    expect(chooseButton('000044')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pagar Gs.\u00a00' })).toBeDisabled()
  })

  it('ELEGÍ TU CARTÓN: one card, Cancelar clears it, Confirmar reserves it', async () => {
    const user = userEvent.setup()
    reserve.mockResolvedValue({ ok: true, message: 'Reservado' })
    withProviders(
      <ExchangeChooser sorteoId={1288} fecha="29/11/2026" packs={[]} initialTickets={TICKETS} />,
    )
    const cancelar = screen.getByRole('button', { name: 'Cancelar' })
    const confirmar = screen.getByRole('button', { name: 'Confirmar' })
    expect(screen.queryByRole('button', { name: /^Pagar/ })).toBeNull()
    expect(confirmar).toBeDisabled()
    expect(reasonOf(confirmar)).toBe('Elegí un cartón para confirmar.')

    // docs/product.md §2: a tap on a card's number opens its dialog; Elegir Cartón there chooses
    // it.
    expect(chooseButton('000022')).toBeNull()
    await user.click(playsButton('000022')!)
    await user.click(elegirInDialog('000022')!)
    expect(screen.getByText('1 cartón elegido')).toBeInTheDocument()
    await user.click(cancelar)
    expect(screen.getByText('Ningún cartón elegido')).toBeInTheDocument()
    expect(playsButton('000022')).toBeInTheDocument()

    // One card per Confirmar: a second is refused with the screen's words.
    await user.click(playsButton('000022')!)
    await user.click(elegirInDialog('000022')!)
    await user.click(playsButton('000033')!)
    await user.click(elegirInDialog('000033')!)
    expect(
      screen.getByText('Ya elegiste tu cartón. Para cambiarlo, tocá Cancelar y elegí otro.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Quitar el cartón 000022' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Quitar el cartón 000033' })).toBeNull()

    await user.click(confirmar)
    expect(reserve).toHaveBeenCalledWith({ ticketId: 22 })
    expect(hold).not.toHaveBeenCalled()
    expect(
      screen.getByText(
        'Elegiste el cartón 000022 para el sorteo del 29/11/2026: canjeaste un premio Cartón gratis.',
      ),
    ).toHaveAttribute('role', 'status')
    expect(playsButton('000022')).toBeNull()
    expect(screen.getByText('Ningún cartón elegido')).toBeInTheDocument()
    expect(refresh).toHaveBeenCalled()
  })

  // Issue 36, finding 7: with a pack waiting, the backend gives it the card, and the prize count
  // stays: the confirmation says the card went to the pack.
  it('ELEGÍ TU CARTÓN: a card for a waiting pack says so', async () => {
    const user = userEvent.setup()
    reserve.mockResolvedValue({ ok: true, message: 'Reservado' })
    withProviders(
      <ExchangeChooser
        sorteoId={1288}
        fecha="29/11/2026"
        packs={['PACK 12 SORTEOS']}
        initialTickets={TICKETS}
      />,
    )
    await user.click(playsButton('000022')!)
    await user.click(elegirInDialog('000022')!)
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(
      screen.getByText(
        'Elegiste el cartón 000022 para el sorteo del 29/11/2026, de tu PACK 12 SORTEOS.',
      ),
    ).toHaveAttribute('role', 'status')
  })
})
