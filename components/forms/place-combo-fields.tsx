'use client'

import { useController, type Path, type PathValue } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { useCities } from '@/lib/swr/use-cities'
import { Combobox } from './combobox'
import type { PlaceFieldProps, PlaceFields } from './department-city-fields'

/**
 * Departamento and Ciudad picked by typing (the registration on a phone): the same
 * values and rules as DepartmentCityFields' selects (docs/product.md §4: the city list follows the
 * department, a new department empties the city), with the postal autofill names.
 */
export function PlaceComboFields<T extends PlaceFields>({
  form,
  departments,
  fieldError,
}: PlaceFieldProps<T>) {
  const t = useTranslations('CityField')
  const { control, setValue } = form
  const departamento = useController({ control, name: 'codigoDepartamento' as Path<T> })
  const ciudad = useController({ control, name: 'codigoCiudad' as Path<T> })
  const codigo = departamento.field.value as string
  const { cities, isLoading, error } = useCities(codigo)

  const placeholder = !codigo
    ? t('selectDepartmentFirst')
    : isLoading
      ? t('loadingCities')
      : t('typeToSearch')

  return (
    <>
      <Combobox
        label={t('departamento')}
        name={departamento.field.name}
        options={departments}
        value={codigo}
        onChange={(value) => {
          departamento.field.onChange(value)
          setValue('codigoCiudad' as Path<T>, '' as PathValue<T, Path<T>>)
        }}
        onBlur={departamento.field.onBlur}
        placeholder={t('typeToSearch')}
        autoComplete="address-level1"
        error={fieldError('codigoDepartamento')}
      />
      <Combobox
        label={t('ciudad')}
        name={ciudad.field.name}
        options={cities.map((c) => ({ value: String(c.codigoCiudad), label: c.nombre }))}
        value={ciudad.field.value as string}
        onChange={ciudad.field.onChange}
        onBlur={ciudad.field.onBlur}
        placeholder={placeholder}
        disabled={!codigo}
        loading={isLoading ? t('loadingCities') : undefined}
        hint={error ? t('citiesError') : undefined}
        autoComplete="address-level2"
        error={fieldError('codigoCiudad')}
      />
    </>
  )
}
