import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import { SWRConfig } from 'swr'
import { BirthDateField } from '@/components/forms/birth-date-field'
import { PlaceComboFields } from '@/components/forms/place-combo-fields'
import messages from '@/messages/es.json'

// The registration on a phone. Department and city are found by typing and chosen by a
// tap or the keyboard; the birth date is typed in one go on the number pad.

const departments = [
  { value: '10', label: 'Alto Paraná' },
  { value: '11', label: 'Central' },
  { value: '7', label: 'Itapúa' },
]
const CITIES: Record<string, { codigoCiudad: number; nombre: string }[]> = {
  '10': [
    { codigoCiudad: 1001, nombre: 'Ciudad del Este' },
    { codigoCiudad: 1002, nombre: 'Hernandarias' },
  ],
  '7': [{ codigoCiudad: 701, nombre: 'Encarnación' }],
}

type Values = { codigoDepartamento: string; codigoCiudad: string; fechaNacimiento: string }

function Harness() {
  const form = useForm<Values>({
    defaultValues: { codigoDepartamento: '', codigoCiudad: '', fechaNacimiento: '' },
  })
  const sent = useWatch({ control: form.control })
  return (
    <>
      <output aria-label="enviado">{JSON.stringify(sent)}</output>
      <PlaceComboFields form={form} departments={departments} fieldError={() => undefined} />
      <BirthDateField form={form} label="Fecha de nacimiento" />
    </>
  )
}

/** `slow`: the cities answer only once that promise settles (a phone on a slow network). */
function renderHarness(slow?: Promise<void>) {
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const code = String(url).split('/').pop() ?? ''
    if (slow) await slow
    return { ok: true, json: async () => ({ datos: CITIES[code] ?? [] }) }
  }) as unknown as typeof fetch
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Harness />
      </SWRConfig>
    </NextIntlClientProvider>,
  )
}

const sent = () => JSON.parse(screen.getByLabelText('enviado').textContent ?? '{}') as Values

it('finds the department and the city by typing, and a new department empties the city', async () => {
  const user = userEvent.setup()
  renderHarness()
  const departamento = screen.getByRole('combobox', { name: 'Departamento' })
  expect(departamento).toHaveAttribute('autocomplete', 'address-level1')
  await user.type(departamento, 'alto')
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Alto Paraná'])
  // The keyboard: the arrow highlights, Enter chooses.
  await user.keyboard('{ArrowDown}{Enter}')
  expect(departamento).toHaveValue('Alto Paraná')
  expect(sent().codigoDepartamento).toBe('10')

  const ciudad = screen.getByRole('combobox', { name: 'Ciudad' })
  await waitFor(() => expect(ciudad).toBeEnabled())
  await user.type(ciudad, 'este')
  // A tap on the option.
  await user.click(screen.getByRole('option', { name: 'Ciudad del Este' }))
  expect(ciudad).toHaveValue('Ciudad del Este')
  expect(sent().codigoCiudad).toBe('1001')

  // A whole name typed (or autofilled) is a choice too; the city is emptied.
  await user.clear(departamento)
  await user.type(departamento, 'itapua')
  expect(sent().codigoDepartamento).toBe('7')
  expect(sent().codigoCiudad).toBe('')
  await waitFor(() => expect(ciudad).toBeEnabled())
  expect(ciudad).toHaveValue('')
})

it('takes the city field while its list is loading: a Tab lands there, and a whole name typed meanwhile is chosen when the list comes', async () => {
  const user = userEvent.setup()
  let answer = () => {}
  renderHarness(new Promise<void>((resolve) => (answer = resolve)))
  const departamento = screen.getByRole('combobox', { name: 'Departamento' })
  const ciudad = screen.getByRole('combobox', { name: 'Ciudad' })
  expect(ciudad).toBeDisabled()
  await user.type(departamento, 'itap')
  await user.keyboard('{ArrowDown}{Enter}')
  expect(sent().codigoDepartamento).toBe('7')
  // The list is on its way: the field is there to be reached, and its list says so.
  await user.tab()
  expect(ciudad).toHaveFocus()
  expect(screen.getByRole('option', { name: 'Cargando ciudades…' })).toBeVisible()
  await user.keyboard('encarnacion')
  expect(sent().codigoCiudad).toBe('')
  answer()
  await waitFor(() => expect(sent().codigoCiudad).toBe('701'))
  expect(ciudad).toHaveValue('Encarnación')
})

it('keeps nothing for a text that names no option, and says so', async () => {
  const user = userEvent.setup()
  renderHarness()
  const departamento = screen.getByRole('combobox', { name: 'Departamento' })
  await user.type(departamento, 'chaco')
  expect(screen.getByText('Ninguna coincide con lo que escribiste.')).toBeVisible()
  await user.tab()
  expect(sent().codigoDepartamento).toBe('')
  expect(departamento).toHaveValue('chaco')
})

it('takes the birth date typed in one go across its three boxes', async () => {
  const user = userEvent.setup()
  renderHarness()
  const dia = screen.getByRole('textbox', { name: 'Día' })
  expect(dia).toHaveAttribute('inputmode', 'numeric')
  expect(dia).toHaveAttribute('autocomplete', 'bday-day')
  await user.click(dia)
  await user.keyboard('29021988')
  expect(dia).toHaveValue('29')
  expect(screen.getByRole('textbox', { name: 'Mes' })).toHaveValue('02')
  expect(screen.getByRole('textbox', { name: 'Año' })).toHaveValue('1988')
  expect(screen.getByRole('textbox', { name: 'Año' })).toHaveFocus()
  expect(sent().fechaNacimiento).toBe('1988-02-29')
})
