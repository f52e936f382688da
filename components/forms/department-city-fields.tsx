'use client'

import { useEffect } from 'react'
import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { SelectField } from '@/components/forms/field'
import { useCities, type CityOption } from '@/lib/swr/use-cities'

/** A form with a department and a city (register, profile, collection request). */
export interface PlaceFields extends FieldValues {
  codigoDepartamento: string
  codigoCiudad: string
}

/** What both ways of picking a place (selects here, typing in PlaceComboFields) are given. */
export interface PlaceFieldProps<T extends PlaceFields> {
  form: UseFormReturn<T>
  departments: { value: string; label: string }[]
  /** The form's translated error of a field (useFieldError). */
  fieldError: (name: 'codigoDepartamento' | 'codigoCiudad') => string | undefined
}

interface Props<T extends PlaceFields> extends PlaceFieldProps<T> {
  /** The cities of the department the form starts with, from the server: shown before SWR answers. */
  initialCities?: { codigoDepartamento: string; cities: CityOption[] }
}

/**
 * Departamento and Ciudad of the register, profile and collection forms: the city list follows the
 * department (api/ciudades), a new department empties the city, and a city the form starts with
 * stays chosen once its list arrives (one not in the list is dropped).
 */
export function DepartmentCityFields<T extends PlaceFields>({
  form,
  departments,
  fieldError,
  initialCities,
}: Props<T>) {
  const t = useTranslations('CityField')
  const { control, register, setValue, getValues } = form
  const departmentName = 'codigoDepartamento' as Path<T>
  const cityName = 'codigoCiudad' as Path<T>
  const clearCity = () => setValue(cityName, '' as PathValue<T, Path<T>>, { shouldValidate: false })

  const departamento = useWatch({ control, name: departmentName }) as string | undefined
  const { cities: loaded, isLoading, error } = useCities(departamento)
  const cities =
    initialCities && departamento === initialCities.codigoDepartamento && loaded.length === 0
      ? initialCities.cities
      : loaded

  useEffect(() => {
    if (isLoading || loaded.length === 0) return
    const current = getValues(cityName) as string
    if (!current) return
    // Set again even when listed: the select had no such option when the form started.
    const known = loaded.some((c) => String(c.codigoCiudad) === current)
    setValue(cityName, (known ? current : '') as PathValue<T, Path<T>>)
  }, [loaded, isLoading, getValues, setValue, cityName])

  const placeholder = !departamento
    ? t('selectDepartmentFirst')
    : isLoading
      ? t('loadingCities')
      : t('select')

  return (
    <>
      <SelectField
        label={t('departamento')}
        options={departments}
        placeholder={t('select')}
        registration={register(departmentName, { onChange: clearCity })}
        error={fieldError('codigoDepartamento')}
      />
      <SelectField
        label={t('ciudad')}
        options={cities.map((c) => ({ value: String(c.codigoCiudad), label: c.nombre }))}
        placeholder={placeholder}
        disabled={!departamento || isLoading}
        hint={error ? t('citiesError') : undefined}
        registration={register(cityName)}
        error={fieldError('codigoCiudad')}
      />
    </>
  )
}
