import { render, screen, waitFor } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import { SWRConfig } from 'swr'
import { DepartmentCityFields } from '@/components/forms/department-city-fields'
import type { CityOption } from '@/lib/swr/use-cities'
import messages from '@/messages/es.json'

// The register and profile forms share these fields with the collection request, whose own tests
// cover choosing and changing a department; here: a form that starts with a place.

const departments = [
  { value: '0', label: 'Asunción' },
  { value: '11', label: 'Central' },
]
const central: CityOption[] = [
  { codigoCiudad: 1101, nombre: 'Luque' },
  { codigoCiudad: 1102, nombre: 'San Lorenzo' },
]

type Place = { codigoDepartamento: string; codigoCiudad: string }

function Harness({ start, initialCities }: { start: Place; initialCities?: CityOption[] }) {
  const form = useForm<Place>({ defaultValues: start })
  // What the form would send, not what the select shows (a select shows '' for a value it lacks).
  const city = useWatch({ control: form.control, name: 'codigoCiudad' })
  return (
    <>
      <output aria-label="ciudad enviada">{city}</output>
      <DepartmentCityFields
        form={form}
        departments={departments}
        fieldError={() => undefined}
        initialCities={
          initialCities && { codigoDepartamento: start.codigoDepartamento, cities: initialCities }
        }
      />
    </>
  )
}

function renderFields(props: Parameters<typeof Harness>[0]) {
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Harness {...props} />
      </SWRConfig>
    </NextIntlClientProvider>,
  )
}

const originalFetch = global.fetch
afterEach(() => {
  global.fetch = originalFetch
})

function answerCities(answer: () => Promise<unknown>) {
  global.fetch = jest.fn(answer) as unknown as typeof fetch
}

describe('DepartmentCityFields', () => {
  it('shows the cities the server loaded at once, with the city chosen', () => {
    answerCities(() => new Promise(() => {}))
    renderFields({
      start: { codigoDepartamento: '11', codigoCiudad: '1102' },
      initialCities: central,
    })
    expect(screen.getByLabelText('Departamento')).toHaveValue('11')
    expect(screen.getByRole('option', { name: 'San Lorenzo' })).toBeInTheDocument()
    expect(screen.getByLabelText('Ciudad')).toHaveValue('1102')
  })

  it('drops a starting city that its department does not list', async () => {
    answerCities(async () => ({ ok: true, status: 200, json: async () => ({ datos: central }) }))
    renderFields({ start: { codigoDepartamento: '11', codigoCiudad: '9999' } })
    expect(screen.getByRole('status', { name: 'ciudad enviada' })).toHaveTextContent('9999')
    await screen.findByRole('option', { name: 'Luque' })
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'ciudad enviada' })).toBeEmptyDOMElement(),
    )
  })

  it('says so in Spanish when the cities cannot be loaded', async () => {
    answerCities(async () => ({ ok: false, status: 503, json: async () => ({}) }))
    renderFields({ start: { codigoDepartamento: '11', codigoCiudad: '' } })
    expect(
      await screen.findByText(
        'No se pudieron cargar las ciudades. Intentá de nuevo en unos minutos.',
      ),
    ).toBeVisible()
  })

  it('asks for the department first while none is chosen', () => {
    answerCities(() => new Promise(() => {}))
    renderFields({ start: { codigoDepartamento: '', codigoCiudad: '' } })
    expect(screen.getByLabelText('Ciudad')).toBeDisabled()
    expect(
      screen.getByRole('option', { name: 'Elegí primero el departamento' }),
    ).toBeInTheDocument()
    expect(global.fetch).not.toHaveBeenCalled()
  })
})
