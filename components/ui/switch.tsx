'use client'

import styles from './switch.module.css'

/**
 * An on/off choice: a checkbox with the switch role and its label beside it, as large as a
 * finger (the account's alert switches, a pack's "Elegir por mí al cierre").
 */
export function Switch({
  checked,
  onChange,
  disabled,
  describedBy,
  strong = false,
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  describedBy?: string
  /** A label in bold: the one choice of its form. */
  strong?: boolean
  children: React.ReactNode
}) {
  return (
    <label className={strong ? `${styles.switch} ${styles.strong}` : styles.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  )
}
