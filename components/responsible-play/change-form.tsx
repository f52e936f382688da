import type { ReactNode } from 'react'
import formStyles from '@/components/forms/form.module.css'
import type { useChange } from './use-change'

/**
 * A panel's form: its fields, the submit button (held while a change is on its way) and a live
 * region that repeats the last answer for screen readers, which may miss the snackbar.
 */
export function ChangeForm({
  change,
  onSubmit,
  submitLabel,
  submitClassName = 'button',
  noValidate,
  children,
}: {
  change: Pick<ReturnType<typeof useChange>, 'pending' | 'status'>
  onSubmit: () => void
  submitLabel: string
  submitClassName?: string
  noValidate?: boolean
  children: ReactNode
}) {
  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      noValidate={noValidate}
    >
      {children}
      <div className={formStyles.actions}>
        <button type="submit" className={submitClassName} disabled={change.pending}>
          {submitLabel}
        </button>
      </div>
      <p aria-live="polite" className="visually-hidden">
        {change.status?.message}
      </p>
    </form>
  )
}
