'use client'

import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { exactOption, filterOptions, type Option } from '@/lib/forms/option-filter'
import { FieldShell } from './field'
import styles from './combobox.module.css'

interface ComboboxProps {
  label: ReactNode
  options: Option[]
  /** The chosen option's value ('' for none). */
  value: string
  onChange: (value: string) => void
  /** The field was left (react-hook-form marks it touched and validates). */
  onBlur: () => void
  name: string
  error?: string
  hint?: ReactNode
  placeholder?: string
  disabled?: boolean
  /**
   * The options are on their way (a department's cities): said in the list, and the field stays
   * enabled, so a tap or a Tab right after the department lands in it instead of skipping it.
   */
  loading?: ReactNode
  /** address-level1, address-level2…: the browser's autofill fills the name, which is then chosen. */
  autoComplete?: string
}

/**
 * A long list picked by typing (seventeen departments and a department's cities, on a
 * phone): the field filters the list as the player types, and an option is chosen by a tap, Enter
 * or Tab on the highlighted one, or by typing (or autofilling) its whole name. The WAI-ARIA
 * combobox pattern with a list box: the arrows move the highlight, Escape closes the list. The
 * form holds only a chosen option's value; a text that names none leaves it empty, so the form's
 * own message ("Ingrese su ciudad.") says what is missing.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  placeholder,
  disabled = false,
  loading,
  autoComplete,
}: ComboboxProps) {
  const t = useTranslations('CityField')
  const listId = useId()
  const chosenLabel = options.find((option) => option.value === value)?.label ?? ''
  const [text, setText] = useState(chosenLabel)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // The last value this field gave the form: any other came from outside (a new department
  // empties the city), and the text follows it; so does a chosen option's name once its list arrives.
  const [emitted, setEmitted] = useState(value)
  const [seen, setSeen] = useState({ value, chosenLabel })
  if (seen.value !== value || seen.chosenLabel !== chosenLabel) {
    setSeen({ value, chosenLabel })
    if (value !== emitted) setEmitted(value)
    if (value !== emitted || value !== '') setText(chosenLabel)
  }

  const matches = filterOptions(options, text === chosenLabel && value !== '' ? '' : text)
  const expanded = open && !disabled
  const activeOption = expanded ? matches[active] : undefined
  const optionId = (option: Option) => `${listId}-${option.value}`

  const emit = (next: string) => {
    setEmitted(next)
    if (next !== value) onChange(next)
  }

  // A whole name typed (or autofilled) while the options were still on their way is chosen when
  // they arrive, as it would have been had they been there.
  const typedValue = value === '' && text !== '' ? exactOption(options, text)?.value : undefined
  useEffect(() => {
    // The form's value only: the render that follows sees a value from outside and shows its name.
    if (typedValue !== undefined) onChange(typedValue)
  }, [typedValue, onChange])

  const choose = (option: Option) => {
    setText(option.label)
    setOpen(false)
    setActive(-1)
    emit(option.value)
  }

  const type = (next: string) => {
    setText(next)
    setOpen(true)
    setActive(-1)
    emit(exactOption(options, next)?.value ?? '')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setOpen(true)
      if (matches.length > 0) setActive((i) => (i + step + matches.length) % matches.length)
    } else if (event.key === 'Enter' && activeOption) {
      // Choose, never send the form from here.
      event.preventDefault()
      choose(activeOption)
    } else if (event.key === 'Tab' && activeOption) {
      choose(activeOption)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(wiring) => (
        <div className={styles.combo}>
          <input
            {...wiring}
            className={styles.input}
            name={name}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
            autoComplete={autoComplete}
            autoCapitalize="words"
            spellCheck={false}
            enterKeyHint="next"
            placeholder={placeholder}
            disabled={disabled}
            value={disabled ? '' : text}
            onChange={(event) => type(event.target.value)}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false)
              setActive(-1)
              onBlur()
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={typeof label === 'string' ? t('optionsOf', { campo: label }) : undefined}
            className={styles.list}
            hidden={!expanded}
          >
            {matches.map((option, index) => (
              <li
                key={option.value}
                id={optionId(option)}
                role="option"
                aria-selected={option.value === value}
                className={index === active ? `${styles.option} ${styles.active}` : styles.option}
                // Keep the focus in the field: a blur first would close the list under the tap.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
            {expanded && loading ? (
              <li role="option" aria-selected={false} aria-disabled="true" className={styles.none}>
                {loading}
              </li>
            ) : expanded && matches.length === 0 ? (
              <li role="option" aria-selected={false} aria-disabled="true" className={styles.none}>
                {t('noMatch')}
              </li>
            ) : null}
          </ul>
        </div>
      )}
    </FieldShell>
  )
}
