'use client'

import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styles from './field.module.css'
import { Eye, EyeOff } from 'lucide-react'

/** The attributes that tie a control to its label, hint and error: spread them on the control. */
interface ControlWiring {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldShellProps {
  label: ReactNode
  error?: string
  hint?: ReactNode
  children: (wiring: ControlWiring) => ReactNode
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
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/** A field's message, read out as it appears. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={styles.error} role="alert">
      {error}
    </p>
  ) : null
}

/** What every field takes besides its control's own attributes. */
interface FieldProps {
  label: ReactNode
  error?: string
  hint?: ReactNode
  registration?: UseFormRegisterReturn
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldProps

export function TextField({ label, error, hint, registration, className, ...props }: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(wiring) => (
        <input
          className={`${styles.input} ${className ?? ''}`}
          {...wiring}
          {...props}
          {...registration}
        />
      )}
    </FieldShell>
  )
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldProps

export function TextAreaField({ label, error, hint, registration, ...props }: TextAreaProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(wiring) => <textarea className={styles.input} {...wiring} {...props} {...registration} />}
    </FieldShell>
  )
}

export function PasswordField({ label, error, hint, registration, ...props }: InputProps) {
  const t = useTranslations('Auth')
  const [visible, setVisible] = useState(false)
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(wiring) => (
        <div className={styles.passwordRow}>
          <input
            type={visible ? 'text' : 'password'}
            className={styles.input}
            {...wiring}
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

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  FieldProps & {
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
      {(wiring) => (
        <select className={styles.input} {...wiring} {...props} {...registration}>
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
      <FieldError id={errorId} error={error} />
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
      {(wiring) => (
        <input
          className={`${styles.input} ${styles.readOnly}`}
          value={value}
          readOnly
          {...wiring}
        />
      )}
    </FieldShell>
  )
}
