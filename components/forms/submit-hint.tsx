import styles from './form.module.css'

/**
 * Why the button beside it is disabled, in words (docs/history.md): a greyed-out button
 * with no reason reads as a broken page. The region is always there, so a reader hears the reason
 * change; the button points to it with aria-describedby while it holds one. No form library here:
 * the card check on the public pages uses it too.
 */
export function SubmitHint({
  id,
  reason,
  className,
}: {
  id: string
  reason: string | null
  /** Colours of a box other than a form's (the card check's blue). */
  className?: string
}) {
  return (
    <p
      id={id}
      className={`${styles.submitHint} ${className ?? ''}`}
      aria-live="polite"
      data-testid="submit-hint"
    >
      {reason}
    </p>
  )
}
