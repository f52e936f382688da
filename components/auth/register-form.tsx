'use client'

import Link from 'next/link'
import { useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { registerAction } from '@/lib/actions/auth'
import { useNextParam } from '@/components/auth/use-next-param'
import { BirthDateField } from '@/components/forms/birth-date-field'
import { PlaceComboFields } from '@/components/forms/place-combo-fields'
import { CheckboxField, PasswordField, SelectField, TextField } from '@/components/forms/field'
import { HintedSubmit } from '@/components/forms/hinted-submit'
import { TermsField } from '@/components/forms/terms-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { useMissingFieldsHint } from '@/components/forms/use-missing-fields-hint'
import { getRecaptchaToken, recaptchaEnabled } from '@/lib/recaptcha-client'
import { loginPath } from '@/lib/safe-next'
import { DOCUMENT_TYPES, registerSchema, SEXOS, type RegisterInput } from '@/lib/validation/auth'
import styles from '@/components/forms/form.module.css'

interface Option {
  value: string
  label: string
}

/**
 * REGISTRATE on one screen, quick on a phone: each field with its keyboard and autofill
 * name, department and city found by typing, the birth date on the number pad. `next` is where the
 * player was going (the purchase that brought them here): registered, they are logged in and
 * taken there.
 */
export function RegisterForm({
  countries,
  departments,
}: {
  countries: Option[]
  departments: Option[]
}) {
  const next = useNextParam()
  const t = useTranslations('Register')
  const tPlace = useTranslations('CityField')
  const form = useActionForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: {
      nombre: '',
      apellido: '',
      email: '',
      confirmarEmail: '',
      password: '',
      telefono: '',
      // docs/product.md §5: the first country is preselected.
      codigoPais: countries[0]?.value ?? '',
      codigoDepartamento: '',
      codigoCiudad: '',
      fechaNacimiento: '',
      documento: '',
      direccionParticular: '',
      recibirNotificaciones: false,
    },
  })
  const { register, field, submitWith, control, formState } = form
  const terminos = useWatch({ control, name: 'aceptarTerminos' })
  // A cédula is digits: the number pad; a passport has letters.
  const tipoDocumento = useWatch({ control, name: 'tipoDocumento' })
  // In the order of the form, so the hint names the first field a player meets.
  const hint = useMissingFieldsHint(control, registerSchema, {
    nombre: t('nombre'),
    apellido: t('apellido'),
    email: t('email'),
    confirmarEmail: t('confirmarEmail'),
    password: t('password'),
    telefono: t('telefono'),
    codigoPais: t('pais'),
    codigoDepartamento: tPlace('departamento'),
    codigoCiudad: tPlace('ciudad'),
    fechaNacimiento: t('nacimiento'),
    tipoDocumento: t('tipoDocumento'),
    documento: t('documento'),
    sexo: t('sexo'),
    direccionParticular: t('direccion'),
    aceptarTerminos: t('terminosLink'),
  })

  // A failed bot check reads as the generic error ('Ocurrio un error, vuelva a intentar'). A full
  // load after, as after login: the static header must see the new session.
  const onSubmit = submitWith(
    async (values) => registerAction(values, await getRecaptchaToken(''), next),
    { next: '/home', reload: true, announce: false },
  )

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.grid}>
        <TextField
          label={t('nombre')}
          autoComplete="given-name"
          autoCapitalize="words"
          enterKeyHint="next"
          {...field('nombre')}
        />
        <TextField
          label={t('apellido')}
          autoComplete="family-name"
          autoCapitalize="words"
          enterKeyHint="next"
          {...field('apellido')}
        />
        <TextField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="next"
          {...field('email')}
        />
        <TextField
          label={t('confirmarEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="next"
          onPaste={(event) => event.preventDefault()}
          {...field('confirmarEmail')}
        />
        <PasswordField label={t('password')} autoComplete="new-password" {...field('password')} />
        <TextField
          label={t('telefono')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          enterKeyHint="next"
          {...field('telefono')}
        />
        <SelectField
          label={t('pais')}
          options={countries}
          placeholder={t('select')}
          autoComplete="country"
          {...field('codigoPais')}
        />
        <PlaceComboFields form={form} departments={departments} fieldError={form.fieldError} />
        <BirthDateField
          form={form}
          label={t('nacimiento')}
          error={form.fieldError('fechaNacimiento')}
        />
        <SelectField
          label={t('tipoDocumento')}
          options={DOCUMENT_TYPES.map((value) => ({ value, label: t(value) }))}
          placeholder={t('select')}
          {...field('tipoDocumento')}
        />
        <TextField
          label={t('documento')}
          inputMode={tipoDocumento === 'CI' ? 'numeric' : 'text'}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="next"
          {...field('documento')}
        />
        <SelectField
          label={t('sexo')}
          options={SEXOS.map((value) => ({ value, label: t(value) }))}
          placeholder={t('select')}
          {...field('sexo')}
        />
        <TextField
          label={t('direccion')}
          autoComplete="street-address"
          enterKeyHint="done"
          {...field('direccionParticular')}
        />
      </div>
      <TermsField {...field('aceptarTerminos')} />
      <CheckboxField label={t('notificaciones')} registration={register('recibirNotificaciones')} />
      {recaptchaEnabled ? <p className={styles.small}>{t('recaptchaNotice')}</p> : null}
      <HintedSubmit hint={hint} state={formState} blocked={terminos !== true} label={t('button')} />
      <p className={styles.links}>
        <span>
          {t('haveAccount')} <Link href={loginPath(next)}>{t('loginLink')}</Link>
        </span>
      </p>
    </form>
  )
}
