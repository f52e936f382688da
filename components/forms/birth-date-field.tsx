'use client'

import { useId, useRef, useState } from 'react'
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { dateParts, digitsOf, isoDate, type DateParts } from '@/lib/forms/birth-date'
import fieldStyles from './field.module.css'
import styles from './birth-date-field.module.css'

interface BirthDateFields extends FieldValues {
  fechaNacimiento: string
}

const BOXES = [
  { part: 'dia', length: 2, autoComplete: 'bday-day' },
  { part: 'mes', length: 2, autoComplete: 'bday-month' },
  { part: 'anio', length: 4, autoComplete: 'bday-year' },
] as const

/**
 * Fecha de nacimiento as Día, Mes and Año on the number pad: a full box moves on to the
 * next, so "29021988" typed or pasted in Día fills all three; the form holds `yyyy-MM-dd` and the
 * registration schema checks it (docs/product.md §5: 18 or older).
 */
export function BirthDateField<T extends BirthDateFields>({
  form,
  label,
  error,
}: {
  form: UseFormReturn<T>
  label: string
  error?: string
}) {
  const t = useTranslations('Register')
  const id = useId()
  const errorId = `${id}-error`
  const { field } = useController({ control: form.control, name: 'fechaNacimiento' as Path<T> })
  const [parts, setParts] = useState<DateParts>(() => dateParts(field.value as string))
  const inputs = useRef<(HTMLInputElement | null)[]>([])

  const typeIn = (index: number, text: string) => {
    const next = { ...parts }
    // What overflows a box goes on into the next ones: typing on without a tap, or a pasted date.
    let rest = digitsOf(text, 8)
    let last = index
    for (let i = index; i < BOXES.length; i += 1) {
      const box = BOXES[i]!
      if (i > index && rest === '') break
      next[box.part] = rest.slice(0, box.length)
      rest = rest.slice(box.length)
      last = i
      if (rest === '') break
    }
    setParts(next)
    field.onChange(isoDate(next))
    const box = BOXES[last]!
    const moveOn = next[box.part].length === box.length && last < BOXES.length - 1
    const target = moveOn && last >= index ? last + 1 : last
    if (target !== index) inputs.current[target]?.focus()
  }

  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur()
      }}
    >
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.boxes}>
        {BOXES.map((box, index) => (
          <div key={box.part} className={styles[box.part]}>
            <label htmlFor={`${id}-${box.part}`} className={styles.boxLabel}>
              {t(box.part)}
            </label>
            <input
              ref={(element) => {
                inputs.current[index] = element
              }}
              id={`${id}-${box.part}`}
              name={`fechaNacimiento-${box.part}`}
              className={fieldStyles.input}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={box.autoComplete}
              enterKeyHint="next"
              placeholder={t(`${box.part}Placeholder`)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              value={parts[box.part]}
              onChange={(event) => typeIn(index, event.target.value)}
            />
          </div>
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
