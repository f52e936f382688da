'use client'

import Link from 'next/link'
import { useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { registerAction } from '@/lib/actions/auth'
import { DepartmentCityFields } from '@/components/forms/department-city-fields'
import { CheckboxField, PasswordField, SelectField, TextField } from '@/components/forms/field'
import { HintedSubmit } from '@/components/forms/hinted-submit'
import { TermsField } from '@/components/forms/terms-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { useMissingFieldsHint } from '@/components/forms/use-missing-fields-hint'
import { getRecaptchaToken, recaptchaEnabled } from '@/lib/recaptcha-client'
import { DOCUMENT_TYPES, registerSchema, SEXOS, type RegisterInput } from '@/lib/validation/auth'
import styles from '@/components/forms/form.module.css'

interface Option {
  value: string
  label: string
}

export function RegisterForm({
  countries,
  departments,
}: {
  countries: Option[]
  departments: Option[]
}) {
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

  // A failed bot check reads as the generic error ('Ocurrio un error, vuelva a intentar').
  const onSubmit = submitWith(
    async (values) => registerAction(values, await getRecaptchaToken('')),
    { next: '/login' },
  )

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.grid}>
        <TextField label={t('nombre')} autoComplete="given-name" {...field('nombre')} />
        <TextField label={t('apellido')} autoComplete="family-name" {...field('apellido')} />
        <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
        <TextField
          label={t('confirmarEmail')}
          type="email"
          autoComplete="email"
          onPaste={(event) => event.preventDefault()}
          {...field('confirmarEmail')}
        />
        <PasswordField label={t('password')} autoComplete="new-password" {...field('password')} />
        <TextField
          label={t('telefono')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...field('telefono')}
        />
        <SelectField
          label={t('pais')}
          options={countries}
          placeholder={t('select')}
          {...field('codigoPais')}
        />
        <DepartmentCityFields form={form} departments={departments} fieldError={form.fieldError} />
        <TextField
          label={t('nacimiento')}
          type="date"
          autoComplete="bday"
          {...field('fechaNacimiento')}
        />
        <SelectField
          label={t('tipoDocumento')}
          options={DOCUMENT_TYPES.map((value) => ({ value, label: t(value) }))}
          placeholder={t('select')}
          {...field('tipoDocumento')}
        />
        <TextField label={t('documento')} {...field('documento')} />
        <SelectField
          label={t('sexo')}
          options={SEXOS.map((value) => ({ value, label: t(value) }))}
          placeholder={t('select')}
          {...field('sexo')}
        />
        <TextField
          label={t('direccion')}
          autoComplete="street-address"
          {...field('direccionParticular')}
        />
      </div>
      <TermsField {...field('aceptarTerminos')} />
      <CheckboxField label={t('notificaciones')} registration={register('recibirNotificaciones')} />
      {recaptchaEnabled ? <p className={styles.small}>{t('recaptchaNotice')}</p> : null}
      <HintedSubmit hint={hint} state={formState} blocked={terminos !== true} label={t('button')} />
      <p className={styles.links}>
        <span>
          {t('haveAccount')} <Link href="/login">{t('loginLink')}</Link>
        </span>
      </p>
    </form>
  )
}
