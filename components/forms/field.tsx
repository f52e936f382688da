'use client'

import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react'
import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styles from './field.module.css'
import { Eye, EyeOff } from 'lucide-react'

interface FieldShellProps {
  label: ReactNode
  error?: string
  hint?: ReactNode
  children: (ids: {
    inputId: string
    describedBy: string | undefined
    invalid: boolean
  }) => ReactNode
}

/** Label, control, hint and error, wired for screen readers. */
export function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const inputId = useId()
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode
  error?: string
  hint?: ReactNode
  registration?: UseFormRegisterReturn
}

export function TextField({ label, error, hint, registration, className, ...props }: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          className={`${styles.input} ${className ?? ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...props}
          {...registration}
        />
      )}
    </FieldShell>
  )
}

export function PasswordField({ label, error, hint, registration, ...props }: InputProps) {
  const t = useTranslations('Auth')
  const [visible, setVisible] = useState(false)
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <div className={styles.passwordRow}>
          <input
            id={inputId}
            type={visible ? 'text' : 'password'}
            className={styles.input}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...props}
            {...registration}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={visible}
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? (
              <EyeOff aria-hidden="true" focusable="false" size={22} />
            ) : (
              <Eye aria-hidden="true" focusable="false" size={22} />
            )}
          </button>
        </div>
      )}
    </FieldShell>
  )
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode
  error?: string
  hint?: ReactNode
  registration?: UseFormRegisterReturn
  placeholder?: string
  options: { value: string; label: string }[]
}

export function SelectField({
  label,
  error,
  hint,
  registration,
  placeholder,
  options,
  ...props
}: SelectProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...props}
          {...registration}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

export function CheckboxField({ label, error, registration, ...props }: Omit<InputProps, 'hint'>) {
  const inputId = useId()
  const errorId = `${inputId}-error`
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkboxRow}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
          {...registration}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A read-only value with the highlighted hint (edit profile). */
export function ReadOnlyField({
  label,
  value,
  hint,
}: {
  label: ReactNode
  value: string
  hint: string
}) {
  return (
    <FieldShell label={label} hint={hint}>
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          className={`${styles.input} ${styles.readOnly}`}
          value={value}
          readOnly
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  )
}
