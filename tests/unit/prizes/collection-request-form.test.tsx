import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { SWRConfig } from 'swr'
import { CollectionRequestForm } from '@/components/prizes/collection-request-form'
import type { ActionResult } from '@/lib/actions/result'
import type { CollectionRequestInput } from '@/lib/validation/prizes'
import messages from '@/messages/es.json'

const entidades = [
  { nombreEntidad: 'Banco Uno', tipoEntidadSolicitud: 'TRANSFERENCIA' },
  { nombreEntidad: 'Banco Dos', tipoEntidadSolicitud: 'TRANSFERENCIA' },
  { nombreEntidad: 'Giros Rápidos', tipoEntidadSolicitud: 'GIRO' },
  { nombreEntidad: 'Billetera Giro', tipoEntidadSolicitud: 'GIRO' },
  // An entity may take both kinds of operation.
  { nombreEntidad: 'Banco Uno', tipoEntidadSolicitud: 'GIRO' },
]
const paises = [
  { id: 1, paisNombre: 'Paraguay' },
  { id: 2, paisNombre: 'Argentina' },
]
const departamentos = [
  { codigoDepartamento: 0, nombre: 'Asunción' },
  { codigoDepartamento: 11, nombre: 'Central' },
]
const ciudades: Record<string, { codigoCiudad: number; nombre: string }[]> = {
  '0': [{ codigoCiudad: 1, nombre: 'Catedral' }],
  '11': [
    { codigoCiudad: 1101, nombre: 'Luque' },
    { codigoCiudad: 1102, nombre: 'San Lorenzo' },
  ],
}

const SPEC_MESSAGES = [
  'Ingrese su pais de residencia',
  'Ingrese su Departamento.',
  'Ingrese su ciudad.',
  'Ingrese su barrio.',
]

let fetchMock: jest.Mock
const originalFetch = global.fetch

beforeEach(() => {
  // jsdom has no Response: a minimal stand-in with what useCities reads.
  fetchMock = jest.fn(async (url: string) => {
    const codigo = url.replace('/api/ciudades/', '')
    return { ok: true, status: 200, json: async () => ({ datos: ciudades[codigo] ?? [] }) }
  })
  global.fetch = fetchMock as unknown as typeof fetch
})

afterEach(() => {
  global.fetch = originalFetch
})

type Submit = (values: CollectionRequestInput) => Promise<ActionResult<unknown>>

function renderForm({
  onSubmit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(async () => ({
    ok: true,
    message: 'Solicitud enviada',
  })),
  defaults,
}: {
  onSubmit?: jest.Mock<ReturnType<Submit>, Parameters<Submit>>
  defaults?: Partial<CollectionRequestInput>
} = {}) {
  const onDone = jest.fn()
  const onCancel = jest.fn()
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <CollectionRequestForm
          entidades={entidades}
          paises={paises}
          departamentos={departamentos}
          defaults={defaults}
          onSubmit={onSubmit}
          onDone={onDone}
          onCancel={onCancel}
        />
      </SWRConfig>
    </NextIntlClientProvider>,
  )
  return { onSubmit, onDone, onCancel }
}

const submitButton = () => screen.getByRole('button', { name: 'Enviar solicitud' })
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent)

async function fillValid() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('radio', { name: 'Transferencia' }))
  await user.selectOptions(screen.getByLabelText('Entidad'), 'Banco Dos')
  await user.type(screen.getByLabelText('Número de cuenta destino'), '1234-5678')
  await user.type(screen.getByLabelText('Confirmar número de cuenta destino'), '1234-5678')
  await user.click(screen.getByRole('radio', { name: 'Dólares' }))
  await user.type(screen.getByLabelText('Nombre y apellido'), '  Ana Pérez ')
  await user.selectOptions(screen.getByLabelText('Tipo de documento'), 'RUC')
  await user.type(screen.getByLabelText('Número de documento'), '80012345-6')
  await user.type(screen.getByLabelText('Profesión'), 'Docente')
  await user.selectOptions(screen.getByLabelText('Estado civil'), 'DIVORCIADO/A')
  await user.type(screen.getByLabelText('Dirección laboral'), 'Av. España 100')
  await user.type(screen.getByLabelText('Dirección particular'), 'Calle 1 N° 23')
  await user.selectOptions(screen.getByLabelText('Departamento'), 'Central')
  await screen.findByRole('option', { name: 'San Lorenzo' })
  await user.selectOptions(screen.getByLabelText('Ciudad'), 'San Lorenzo')
  await user.type(screen.getByLabelText('Barrio'), 'San Vicente')
  return user
}

const FILLED: CollectionRequestInput = {
  tipoSolicitud: 'TRANSFERENCIA',
  entidad: 'Banco Dos',
  destino: '1234-5678',
  destinoConfirmacion: '1234-5678',
  moneda: 'Dolares',
  nombreApellido: 'Ana Pérez',
  tipoDocumento: 'RUC',
  numeroDocumento: '80012345-6',
  profesion: 'Docente',
  estadoCivil: 'DIV',
  direccionLaboral: 'Av. España 100',
  direccionParticular: 'Calle 1 N° 23',
  codPaisResidencia: '1',
  codigoDepartamento: '11',
  codigoCiudad: '1102',
  barrio: 'San Vicente',
}

describe('CollectionRequestForm', () => {
  it('labels every control and preselects the first country', () => {
    renderForm()
    expect(screen.getByLabelText('País de residencia')).toHaveValue('1')
    expect(screen.getByRole('radiogroup', { name: 'Tipo de operación' })).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'Moneda' })).toBeInTheDocument()
    expect(optionTexts(screen.getByLabelText('Estado civil'))).toEqual([
      'Elegí…',
      'CASADO/A',
      'SOLTERO/A',
      'DIVORCIADO/A',
      'VIUDO/A',
    ])
    expect(optionTexts(screen.getByLabelText('Tipo de documento'))).toEqual([
      'Elegí…',
      'Cédula de identidad',
      'RUC',
    ])
    expect(screen.getByRole('radio', { name: 'Guaraníes' })).toHaveAttribute('value', 'Guaranies')
    expect(screen.getByRole('radio', { name: 'Dólares' })).toHaveAttribute('value', 'Dolares')
    expect(screen.getByLabelText('Ciudad')).toBeDisabled()
  })

  it('shows the messages of docs/product.md §5 when sent empty, without calling onSubmit', async () => {
    const user = userEvent.setup()
    const { onSubmit } = renderForm()
    await user.selectOptions(screen.getByLabelText('País de residencia'), '')
    await user.click(submitButton())

    for (const text of SPEC_MESSAGES) expect(await screen.findByText(text)).toBeInTheDocument()
    for (const text of [
      'Elegí el tipo de operación.',
      'Elegí la entidad.',
      'Ingresá el número de cuenta destino.',
      'Confirmá el número de cuenta destino.',
      'Elegí la moneda.',
      'Ingresá tu nombre y apellido.',
      'Elegí el tipo de documento.',
      'Ingresá tu número de documento.',
      'Ingresá tu profesión.',
      'Elegí tu estado civil.',
      'Ingresá tu dirección laboral.',
      'Ingresá tu dirección particular.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    const barrio = screen.getByLabelText('Barrio')
    expect(barrio).toHaveAttribute('aria-invalid', 'true')
    expect(barrio).toHaveAccessibleDescription('Ingrese su barrio.')
    const moneda = screen.getByRole('radiogroup', { name: 'Moneda' })
    expect(moneda).toHaveAttribute('aria-invalid', 'true')
    expect(moneda).toHaveAccessibleDescription('Elegí la moneda.')
    for (const radio of within(screen.getByRole('radiogroup', { name: 'Moneda' })).getAllByRole(
      'radio',
    )) {
      expect(radio).toHaveAccessibleDescription('Elegí la moneda.')
    }
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('lists only the entities of the chosen operation type and clears one of the other type', async () => {
    const user = userEvent.setup()
    renderForm()
    const entidad = screen.getByLabelText('Entidad')
    expect(entidad).toBeDisabled()

    await user.click(screen.getByRole('radio', { name: 'Giro' }))
    expect(entidad).toBeEnabled()
    expect(optionTexts(entidad)).toEqual(['Elegí…', 'Giros Rápidos', 'Billetera Giro', 'Banco Uno'])

    await user.selectOptions(entidad, 'Giros Rápidos')
    expect(entidad).toHaveValue('Giros Rápidos')

    await user.click(screen.getByRole('radio', { name: 'Transferencia' }))
    expect(optionTexts(entidad)).toEqual(['Elegí…', 'Banco Uno', 'Banco Dos'])
    expect(entidad).toHaveValue('')
    // Cleared in the form's values too, not only on screen.
    await user.click(submitButton())
    expect(await screen.findByText('Elegí la entidad.')).toBeVisible()
  })

  it('keeps an entity that the new operation type also lists', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('radio', { name: 'Transferencia' }))
    await user.selectOptions(screen.getByLabelText('Entidad'), 'Banco Uno')
    await user.click(screen.getByRole('radio', { name: 'Giro' }))
    expect(screen.getByLabelText('Entidad')).toHaveValue('Banco Uno')
    await user.click(submitButton())
    expect(await screen.findByText('Elegí la moneda.')).toBeVisible()
    expect(screen.queryByText('Elegí la entidad.')).toBeNull()
  })

  it('says when the confirmation differs from the destination, and clears it once they match', async () => {
    const user = userEvent.setup()
    renderForm()
    const destino = screen.getByLabelText('Número de cuenta destino')
    const confirmacion = screen.getByLabelText('Confirmar número de cuenta destino')
    await user.type(destino, '12345678')
    await user.type(confirmacion, '12345679')
    await user.tab()

    expect(await screen.findByText('El número de cuenta destino debe coincidir')).toBeVisible()
    expect(confirmacion).toHaveAccessibleDescription('El número de cuenta destino debe coincidir')

    await user.clear(destino)
    await user.type(destino, '12345679')
    await waitFor(() =>
      expect(screen.queryByText('El número de cuenta destino debe coincidir')).toBeNull(),
    )
  })

  it('allows pasting into the confirmation', async () => {
    const user = userEvent.setup()
    renderForm()
    const confirmacion = screen.getByLabelText('Confirmar número de cuenta destino')
    await user.click(confirmacion)
    await user.paste('0981123456')
    expect(confirmacion).toHaveValue('0981123456')
  })

  it('empties the city and reloads the list when the department changes', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.selectOptions(screen.getByLabelText('Departamento'), 'Central')
    await screen.findByRole('option', { name: 'Luque' })
    expect(fetchMock).toHaveBeenCalledWith('/api/ciudades/11')
    await user.selectOptions(screen.getByLabelText('Ciudad'), 'Luque')
    expect(screen.getByLabelText('Ciudad')).toHaveValue('1101')

    await user.selectOptions(screen.getByLabelText('Departamento'), 'Asunción')
    expect(screen.getByLabelText('Ciudad')).toHaveValue('')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/ciudades/0'))
    expect(await screen.findByRole('option', { name: 'Catedral' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Luque' })).toBeNull()
  })

  it('empties the city at once, before the new list arrives', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.selectOptions(screen.getByLabelText('Departamento'), 'Central')
    await screen.findByRole('option', { name: 'Luque' })
    await user.selectOptions(screen.getByLabelText('Ciudad'), 'Luque')
    fetchMock.mockImplementation(() => new Promise(() => {}))

    await user.selectOptions(screen.getByLabelText('Departamento'), 'Asunción')
    expect(await screen.findByRole('option', { name: 'Cargando ciudades…' })).toBeInTheDocument()
    await user.click(submitButton())
    expect(await screen.findByText('Ingrese su ciudad.')).toBeVisible()
  })

  it('sends the trimmed values, then calls onDone', async () => {
    const { onSubmit, onDone } = renderForm()
    const user = await fillValid()
    await user.click(submitButton())

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledWith(FILLED)
  })

  it('disables the button while sending', async () => {
    let answer: (result: ActionResult<unknown>) => void = () => {}
    const onSubmit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(
      () => new Promise((resolve) => (answer = resolve)),
    )
    const { onDone } = renderForm({ onSubmit })
    const user = await fillValid()
    await user.click(submitButton())

    const sending = await screen.findByRole('button', { name: 'Enviando…' })
    expect(sending).toBeDisabled()
    answer({ ok: true, message: 'Solicitud enviada' })
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
  })

  it('shows a failed answer and keeps every value typed', async () => {
    const onSubmit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(async () => ({
      ok: false,
      message: 'Ya existe una solicitud para este premio',
    }))
    const { onDone } = renderForm({ onSubmit })
    const user = await fillValid()
    await user.click(submitButton())

    expect(await screen.findByText('Ya existe una solicitud para este premio')).toBeVisible()
    expect(onDone).not.toHaveBeenCalled()
    expect(submitButton()).toBeEnabled()
    expect(screen.getByRole('radio', { name: 'Transferencia' })).toBeChecked()
    expect(screen.getByLabelText('Entidad')).toHaveValue('Banco Dos')
    expect(screen.getByLabelText('Número de cuenta destino')).toHaveValue('1234-5678')
    expect(screen.getByLabelText('Nombre y apellido')).toHaveValue('  Ana Pérez ')
    expect(screen.getByLabelText('Estado civil')).toHaveValue('DIV')
    expect(screen.getByLabelText('Ciudad')).toHaveValue('1102')
    expect(screen.getByLabelText('Barrio')).toHaveValue('San Vicente')

    // A second try sends the same values again.
    await user.click(submitButton())
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2))
    expect(onSubmit).toHaveBeenLastCalledWith(FILLED)
  })

  it('reads a request that throws (the server failed or is away) as the service unavailable', async () => {
    const onSubmit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(async () => {
      throw new Error('network')
    })
    const { onDone } = renderForm({ onSubmit })
    const user = await fillValid()
    await user.click(submitButton())

    expect(
      await screen.findByText(
        'Servicio no disponible momentáneamente. Intentá de nuevo en unos minutos.',
      ),
    ).toBeVisible()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('starts from the defaults, city included once its list arrives', async () => {
    renderForm({
      defaults: {
        nombreApellido: 'Ana Pérez',
        codigoDepartamento: '11',
        codigoCiudad: '1102',
        direccionParticular: 'Calle 1',
      },
    })
    expect(screen.getByLabelText('Nombre y apellido')).toHaveValue('Ana Pérez')
    expect(screen.getByLabelText('Departamento')).toHaveValue('11')
    await screen.findByRole('option', { name: 'San Lorenzo' })
    await waitFor(() => expect(screen.getByLabelText('Ciudad')).toHaveValue('1102'))
  })

  it('calls onCancel from Cancelar', async () => {
    const user = userEvent.setup()
    const { onCancel, onSubmit } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
