'use client'

import { useId, useState, type ReactNode } from 'react'
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { DepartmentCityFields } from '@/components/forms/department-city-fields'
import { SelectField, TextField } from '@/components/forms/field'
import { FormError } from '@/components/forms/use-action-form'
import type { ActionResult } from '@/lib/actions/result'
import type { Country, Department } from '@loteria/contract'
import {
  collectionRequestSchema,
  ESTADOS_CIVILES,
  MONEDAS,
  TIPOS_DOCUMENTO_COBRO,
  TIPOS_SOLICITUD,
  type CollectionRequestInput,
} from '@/lib/validation/prizes'
import { useFieldError } from '@/lib/validation/use-translated-errors'
import fieldStyles from '@/components/forms/field.module.css'
import styles from './collection-request-form.module.css'

/** A payment entity of `solicitud/entidades` (docs/product.md §3). */
export interface EntidadCobro {
  nombreEntidad: string
  tipoEntidadSolicitud: string
}

export interface CollectionRequestFormProps {
  entidades: EntidadCobro[]
  paises: Country[]
  departamentos: Department[]
  defaults?: Partial<CollectionRequestInput>
  onSubmit: (values: CollectionRequestInput) => Promise<ActionResult<unknown>>
  onDone: () => void
  onCancel: () => void
}

const EMPTY: Omit<
  CollectionRequestInput,
  'tipoSolicitud' | 'moneda' | 'tipoDocumento' | 'estadoCivil'
> = {
  entidad: '',
  destino: '',
  destinoConfirmacion: '',
  nombreApellido: '',
  numeroDocumento: '',
  profesion: '',
  direccionLaboral: '',
  direccionParticular: '',
  codPaisResidencia: '',
  codigoDepartamento: '',
  codigoCiudad: '',
  barrio: '',
}

const ofTipo = (entidad: EntidadCobro, tipo: string | undefined) =>
  Boolean(tipo) && entidad.tipoEntidadSolicitud.trim().toUpperCase() === tipo

/**
 * The collection request (docs/product.md §5) of the prize-claim dialog: it stays in the dialog, so
 * a success hands over to `onDone` and a failure shows its message and keeps what was typed.
 */
export function CollectionRequestForm({
  entidades,
  paises,
  departamentos,
  defaults,
  onSubmit,
  onDone,
  onCancel,
}: CollectionRequestFormProps) {
  const t = useTranslations('CollectionForm')
  const tErrors = useTranslations('Errors')
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<CollectionRequestInput>({
    resolver: zodResolver(collectionRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      ...EMPTY,
      // docs/product.md §5: the first country is preselected.
      codPaisResidencia: paises[0] ? String(paises[0].id) : '',
      ...defaults,
    },
  })
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    getFieldState,
    trigger,
    control,
    formState: { errors, isSubmitting },
  } = form
  const fieldError = useFieldError(errors)
  const tipo = useWatch({ control, name: 'tipoSolicitud' })

  // The operation type filters the entities; an entity of the other type is cleared.
  const entityNames = [
    ...new Set(entidades.filter((e) => ofTipo(e, tipo)).map((e) => e.nombreEntidad)),
  ]
  const tipoField = register('tipoSolicitud', {
    onChange: (event: { target: { value: string } }) => {
      const entidad = getValues('entidad')
      const stillValid = entidades.some(
        (e) => e.nombreEntidad === entidad && ofTipo(e, event.target.value),
      )
      if (entidad && !stillValid) {
        setValue('entidad', '', { shouldValidate: getFieldState('entidad').isTouched })
      }
    },
  })

  // A confirmation already typed is compared again when the destination changes.
  const destinoField = register('destino', {
    onChange: () => {
      if (getFieldState('destinoConfirmacion').isTouched) void trigger('destinoConfirmacion')
    },
  })

  const submit = handleSubmit(async (values) => {
    setFormError(null)
    let result: ActionResult<unknown>
    try {
      result = await onSubmit(values)
    } catch {
      // The action's request itself failed: the server is away or restarting, not the input.
      result = { ok: false, message: tErrors('unavailable') }
    }
    if (result.ok) onDone()
    else setFormError(result.message || tErrors('generic'))
  })

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('operacion')}</legend>
        <div className={styles.grid}>
          <RadioGroup
            legend={t('tipoSolicitud')}
            options={TIPOS_SOLICITUD.map((value) => ({ value, label: t(value) }))}
            registration={tipoField}
            error={fieldError('tipoSolicitud')}
          />
          <RadioGroup
            legend={t('moneda')}
            options={MONEDAS.map((value) => ({ value, label: t(value) }))}
            registration={register('moneda')}
            error={fieldError('moneda')}
          />
          <SelectField
            label={t('entidad')}
            options={entityNames.map((name) => ({ value: name, label: name }))}
            placeholder={
              !tipo ? t('selectTipoFirst') : entityNames.length ? t('select') : t('noEntities')
            }
            disabled={!tipo}
            registration={register('entidad')}
            error={fieldError('entidad')}
          />
          <TextField
            label={t('destino')}
            hint={t('destinoHint')}
            autoComplete="off"
            spellCheck={false}
            registration={destinoField}
            error={fieldError('destino')}
          />
          <TextField
            label={t('destinoConfirmacion')}
            autoComplete="off"
            spellCheck={false}
            registration={register('destinoConfirmacion')}
            error={fieldError('destinoConfirmacion')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('titular')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('nombreApellido')}
            autoComplete="name"
            registration={register('nombreApellido')}
            error={fieldError('nombreApellido')}
          />
          <SelectField
            label={t('tipoDocumento')}
            options={TIPOS_DOCUMENTO_COBRO.map((value) => ({ value, label: value }))}
            placeholder={t('select')}
            registration={register('tipoDocumento')}
            error={fieldError('tipoDocumento')}
          />
          <TextField
            label={t('numeroDocumento')}
            registration={register('numeroDocumento')}
            error={fieldError('numeroDocumento')}
          />
          <TextField
            label={t('profesion')}
            autoComplete="organization-title"
            registration={register('profesion')}
            error={fieldError('profesion')}
          />
          <SelectField
            label={t('estadoCivil')}
            options={ESTADOS_CIVILES.map((e) => ({ value: e.codigo, label: e.nombre }))}
            placeholder={t('select')}
            registration={register('estadoCivil')}
            error={fieldError('estadoCivil')}
          />
          <TextField
            label={t('direccionLaboral')}
            registration={register('direccionLaboral')}
            error={fieldError('direccionLaboral')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('domicilio')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('direccionParticular')}
            autoComplete="street-address"
            registration={register('direccionParticular')}
            error={fieldError('direccionParticular')}
          />
          <SelectField
            label={t('pais')}
            options={paises.map((p) => ({ value: String(p.id), label: p.paisNombre }))}
            placeholder={t('select')}
            registration={register('codPaisResidencia')}
            error={fieldError('codPaisResidencia')}
          />
          <DepartmentCityFields
            form={form}
            departments={departamentos.map((d) => ({
              value: String(d.codigoDepartamento),
              label: d.nombre,
            }))}
            fieldError={fieldError}
          />
          <TextField
            label={t('barrio')}
            registration={register('barrio')}
            error={fieldError('barrio')}
          />
        </div>
      </fieldset>

      <FormError message={formError} />
      <div className={styles.actions}>
        <button type="button" className="button button-outline" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  )
}

/** Radios under a legend; the group is marked invalid and its error describes every radio. */
function RadioGroup({
  legend,
  options,
  registration,
  error,
}: {
  legend: ReactNode
  options: { value: string; label: string }[]
  registration: UseFormRegisterReturn
  error?: string
}) {
  const errorId = `${useId()}-error`
  return (
    <fieldset
      role="radiogroup"
      className={styles.radioGroup}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              value={option.value}
              aria-describedby={error ? errorId : undefined}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
