import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { PackChoice } from '@/components/packs/pack-choice'
import { SnackbarProvider } from '@/components/ui/snackbar'
import type { MyPack } from '@loteria/contract'
import messages from '@/messages/es.json'

// A pack's "Elegir por mí al cierre" and "Mi número de la suerte".

const save = jest.fn<Promise<unknown>, [unknown]>()
jest.mock('@/lib/actions/packs', () => ({
  savePackChoiceAction: (input: unknown) => save(input),
}))

beforeEach(() => jest.clearAllMocks())

const PACK: MyPack = {
  id: 7,
  packId: 3,
  pack: 'PACK 12 SORTEOS',
  cantidad: 10,
  cartonesPendientes: true,
  eleccionAutomatica: true,
  numeroFavorito: null,
}

function show(pack: MyPack = PACK) {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <SnackbarProvider>
        <PackChoice pack={pack} />
      </SnackbarProvider>
    </NextIntlClientProvider>,
  )
}

const lucky = () => screen.getByRole('textbox', { name: 'Mi número de la suerte' })
const saveButton = () => screen.getByRole('button', { name: 'Guardar elección' })

test('on by default, with a numeric lucky-number field of up to six digits', () => {
  show()
  expect(screen.getByRole('switch', { name: 'Elegir por mí al cierre' })).toBeChecked()
  expect(lucky()).toHaveAttribute('inputmode', 'numeric')
  expect(lucky()).toHaveAttribute('maxlength', '6')
})

test('only digits are kept as the number is typed, six at most', async () => {
  show()
  await userEvent.type(lucky(), '12a3-4567')
  expect(lucky()).toHaveValue('123456')
})

test('saves the choice, the number as the card shows it, and confirms it', async () => {
  save.mockResolvedValue({
    ok: true,
    message: 'Listo: al cierre elegimos tu cartón N° 000125 si está libre, o si no otro por vos.',
    data: { ...PACK, numeroFavorito: '000125' },
  })
  show()
  await userEvent.type(lucky(), '125')
  await userEvent.click(saveButton())
  expect(save).toHaveBeenCalledWith({
    suscripcionId: 7,
    eleccionAutomatica: true,
    numeroFavorito: '000125',
  })
  expect(
    await screen.findByText(
      'Listo: al cierre elegimos tu cartón N° 000125 si está libre, o si no otro por vos.',
    ),
  ).toBeInTheDocument()
  expect(lucky()).toHaveValue('000125')
})

test('says it is saving while the request runs, and only once', async () => {
  let finish: (value: unknown) => void = () => undefined
  save.mockReturnValue(new Promise((resolve) => (finish = resolve)))
  show()
  await userEvent.click(saveButton())
  const busy = screen.getByRole('button', { name: 'Guardando…' })
  expect(busy).toBeDisabled()
  await userEvent.click(busy)
  expect(save).toHaveBeenCalledTimes(1)
  finish({ ok: true, message: 'Listo', data: PACK })
  expect(await screen.findByRole('button', { name: 'Guardar elección' })).toBeEnabled()
})

test('turned off: the number is not asked and the pack waits instead', async () => {
  save.mockResolvedValue({
    ok: true,
    message: 'Listo',
    data: { ...PACK, eleccionAutomatica: false },
  })
  show()
  await userEvent.click(screen.getByRole('switch', { name: 'Elegir por mí al cierre' }))
  expect(screen.queryByRole('textbox', { name: 'Mi número de la suerte' })).toBeNull()
  expect(screen.getByText(/ese sorteo de tu pack queda esperando: no lo perdés/)).toBeVisible()
  await userEvent.click(saveButton())
  expect(save).toHaveBeenCalledWith({
    suscripcionId: 7,
    eleccionAutomatica: false,
    numeroFavorito: null,
  })
})

test('a refused save keeps what was typed and says why beside the field', async () => {
  save.mockResolvedValue({
    ok: false,
    message: 'Tu número de la suerte es un número de cartón: hasta 6 cifras.',
    fieldErrors: {
      numeroFavorito: 'Tu número de la suerte es un número de cartón: hasta 6 cifras.',
    },
  })
  show()
  await userEvent.type(lucky(), '42')
  await userEvent.click(saveButton())
  expect(lucky()).toHaveValue('42')
  expect(lucky()).toHaveAttribute('aria-invalid', 'true')
  expect(lucky()).toHaveAccessibleDescription(
    /^Tu número de la suerte es un número de cartón: hasta 6 cifras\./,
  )
})

test('a request that fails says so in Spanish and keeps the number', async () => {
  save.mockRejectedValue(new Error('network'))
  show()
  await userEvent.type(lucky(), '777')
  await userEvent.click(saveButton())
  expect(
    await screen.findByText(
      'No pudimos guardar tu elección. Revisá tu conexión y volvé a intentar.',
    ),
  ).toBeInTheDocument()
  expect(lucky()).toHaveValue('777')
})

test('keyboard only: Tab reaches the switch, Space turns it off, Enter in the field saves', async () => {
  save.mockResolvedValue({ ok: true, message: 'Listo', data: PACK })
  show({ ...PACK, numeroFavorito: '000009' })
  await userEvent.tab()
  expect(screen.getByRole('switch', { name: 'Elegir por mí al cierre' })).toHaveFocus()
  await userEvent.tab()
  expect(lucky()).toHaveFocus()
  await userEvent.keyboard('{Enter}')
  expect(save).toHaveBeenCalledWith({
    suscripcionId: 7,
    eleccionAutomatica: true,
    numeroFavorito: '000009',
  })
})

test('names the draws of the pack its lucky number can come out in, once saved', async () => {
  show({ ...PACK, numeroFavorito: '000125', sorteosFavorito: [1289, 1293, 1297] })
  expect(
    screen.getByText(
      'Tu N° 000125 está en los sorteos N° 1289, 1293 y 1297 de este pack: en los demás no puede salir.',
    ),
  ).toBeInTheDocument()
  // Another number typed: the hint of the saved one no longer applies.
  await userEvent.clear(lucky())
  await userEvent.type(lucky(), '777')
  expect(screen.queryByText(/^Tu N° 000125 está en/)).not.toBeInTheDocument()
})

test('one draw is named as one; a number in every draw left says so', () => {
  const { unmount } = show({ ...PACK, numeroFavorito: '000125', sorteosFavorito: [1293] })
  expect(
    screen.getByText(
      'Tu N° 000125 está en el Sorteo N° 1293 de este pack: en los demás no puede salir.',
    ),
  ).toBeInTheDocument()
  unmount()
  show({ ...PACK, cantidad: 2, numeroFavorito: '000125', sorteosFavorito: [1289, 1290] })
  expect(
    screen.getByText('Tu N° 000125 está en todos los sorteos que le quedan a este pack.'),
  ).toBeInTheDocument()
})

test('a saved number none of the draws left holds is said to be one that can no longer come out', () => {
  show({ ...PACK, numeroFavorito: '000125', sorteosFavorito: [] })
  expect(
    screen.getByText(
      'Tu N° 000125 no está en ninguno de los sorteos que le quedan a este pack: ya no puede salir. Elegí otro número.',
    ),
  ).toBeInTheDocument()
})
