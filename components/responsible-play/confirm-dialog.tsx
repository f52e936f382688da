import formStyles from '@/components/forms/form.module.css'
import exclusion from '@/components/account/self-exclusion-form.module.css'
import { Dialog } from '@/components/ui/dialog'

/**
 * The second step before a player locks themself out (a pause, a self-exclusion): the step in the
 * danger colour, held while it is sent, and the way back beside it.
 */
export function ConfirmDialog({
  open,
  pending,
  onConfirm,
  onCancel,
  title,
  text,
  confirmLabel,
  cancelLabel,
  closeLabel,
}: {
  open: boolean
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  closeLabel: string
}) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} closeLabel={closeLabel}>
      <p>{text}</p>
      <div className={formStyles.actions}>
        <button
          type="button"
          className={`button ${exclusion.danger}`}
          onClick={onConfirm}
          disabled={pending}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button-outline" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  )
}
