'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { updateProfileAction } from '@/lib/actions/account'
import { bindField } from '@/components/forms/bind-field'
import { DepartmentCityFields } from '@/components/forms/department-city-fields'
import { CheckboxField, ReadOnlyField, SelectField, TextField } from '@/components/forms/field'
import { TermsField } from '@/components/forms/terms-field'
import { useSnackbar } from '@/components/ui/snackbar'
import type { CityOption } from '@/lib/swr/use-cities'
import { SEXOS } from '@/lib/validation/auth'
import { profileSchema, type ProfileInput } from '@/lib/validation/account'
import { useFieldError } from '@/lib/validation/use-translated-errors'
import formStyles from '@/components/forms/form.module.css'
import styles from './account-shell.module.css'

interface Props {
  initial: Partial<ProfileInput>
  readOnly: {
    email: string
    tipoDocumento: string
    documento: string
    nacimiento: string
    nacionalidad: string
  }
  departments: { value: string; label: string }[]
  initialCities: CityOption[]
}

/** EDITAR PERFIL (docs/product.md §2): editable fields, read-only ones with a highlighted hint. */
export function ProfileForm({ initial, readOnly, departments, initialCities }: Props) {
  const t = useTranslations('Account')
  const tr = useTranslations('Register')
  const tv = useTranslations('Validation')
  const snackbar = useSnackbar()
  const router = useRouter()
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: initial,
  })
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form
  const fieldError = useFieldError(errors)
  const field = bindField(register, fieldError)
  // Not editable here: each says so, and where to ask for a change (readOnlyHint).
  const readOnlyFields = [
    [tr('email'), readOnly.email],
    [t('tipoDocumento'), readOnly.tipoDocumento],
    [t('numeroDocumento'), readOnly.documento],
    [t('nacimiento'), readOnly.nacimiento],
    [t('nacionalidad'), readOnly.nacionalidad],
  ] as const
  const onSubmit = handleSubmit(
    async (values) => {
      const result = await updateProfileAction(values)
      if (result.ok) {
        snackbar.success(result.message)
        router.push(result.redirectTo ?? '/mi-cuenta/datos-personales')
        router.refresh()
        return
      }
      if (result.redirectTo) router.push(result.redirectTo)
      snackbar.error(result.message)
    },
    () => snackbar.error(tv('profileInvalid')),
  )

  return (
    <section className="card" aria-labelledby="edit-title">
      <div className={styles.headerRow}>
        <h1 id="edit-title" className={styles.panelTitle}>
          {t('editTitle')}
        </h1>
        <Link href="/mi-cuenta/datos-personales">{t('back')}</Link>
      </div>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <div className={formStyles.grid}>
          <TextField label={tr('nombre')} autoComplete="given-name" {...field('nombre')} />
          <TextField label={tr('apellido')} autoComplete="family-name" {...field('apellido')} />
          <TextField label={tr('telefono')} type="tel" autoComplete="tel" {...field('telefono')} />
          <SelectField
            label={tr('sexo')}
            placeholder={tr('select')}
            options={SEXOS.map((value) => ({ value, label: tr(value) }))}
            {...field('sexo')}
          />
          <DepartmentCityFields
            form={form}
            departments={departments}
            fieldError={fieldError}
            initialCities={{
              codigoDepartamento: initial.codigoDepartamento ?? '',
              cities: initialCities,
            }}
          />
          <TextField
            label={tr('direccion')}
            autoComplete="street-address"
            {...field('direccionParticular')}
          />
          {readOnlyFields.map(([label, value]) => (
            <ReadOnlyField key={label} label={label} value={value} hint={t('readOnlyHint')} />
          ))}
        </div>
        <TermsField {...field('aceptarTerminos')} />
        <CheckboxField
          label={tr('notificaciones')}
          registration={register('recibirNotificaciones')}
        />
        <div className={formStyles.actions}>
          <button type="button" className="button button-outline" onClick={() => router.back()}>
            {t('cancel')}
          </button>
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </section>
  )
}
