import { SubmitHint } from './submit-hint'

/**
 * The submit button of a form that says why it cannot be sent yet (useMissingFieldsHint): the
 * button points to the reason while there is one; while the form is sending, no reason shows.
 */
export function HintedSubmit({
  hint,
  state,
  blocked = false,
  label,
  sendingLabel = label,
}: {
  hint: { id: string; reason: string | null }
  /** react-hook-form's formState. */
  state: { isValid: boolean; isSubmitting: boolean }
  /** Held back by something the schema does not check. */
  blocked?: boolean
  label: string
  /** The button's words while sending, where they change. */
  sendingLabel?: string
}) {
  return (
    <>
      <button
        type="submit"
        className="button"
        disabled={!state.isValid || blocked || state.isSubmitting}
        aria-describedby={hint.reason ? hint.id : undefined}
      >
        {state.isSubmitting ? sendingLabel : label}
      </button>
      <SubmitHint id={hint.id} reason={state.isSubmitting ? null : hint.reason} />
    </>
  )
}
