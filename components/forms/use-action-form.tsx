'use client'

import { useRouter } from 'next/navigation'
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { useSnackbar } from '@/components/ui/snackbar'
import type { ActionResult } from '@/lib/actions/result'
import { useFieldError } from '@/lib/validation/use-translated-errors'
import { bindField } from './bind-field'
import styles from './form.module.css'

interface SubmitOptions {
  /** Where to go after a success when the action names no place. */
  next: string
  /** A full page load (the session changed, the static header must see it). */
  reload?: boolean
  /** Say the action's message in the snackbar on success. */
  announce?: boolean
}

/**
 * A react-hook-form form whose submit calls a server action: the action's result becomes a
 * snackbar (docs/product.md §8: the backend's mensaje as a notification, said once, not repeated
 * beside the form), a success navigates, a failure keeps what was typed. A request that throws
 * (network, bot check) reads as the generic Spanish error.
 */
export function useActionForm<T extends FieldValues>(props: UseFormProps<T>) {
  const form = useForm<T>(props)
  const fieldError = useFieldError(form.formState.errors)
  const snackbar = useSnackbar()
  const router = useRouter()
  const tErrors = useTranslations('Errors')

  const go = (path: string, reload = false) => {
    if (reload) window.location.assign(path)
    else router.push(path)
  }

  const submitWith = (
    send: (values: T) => Promise<ActionResult<unknown>>,
    { next, reload = false, announce = true }: SubmitOptions,
  ) =>
    form.handleSubmit(async (values) => {
      let result: ActionResult<unknown>
      try {
        result = await send(values)
      } catch {
        // The action's request itself failed: the server is away or restarting, not the input.
        result = { ok: false, message: tErrors('unavailable') }
      }
      if (result.ok) {
        if (announce) snackbar.success(result.message)
        go(result.redirectTo ?? next, reload)
        return
      }
      snackbar.error(result.message)
      if (result.redirectTo) go(result.redirectTo)
    })

  return { ...form, fieldError, field: bindField(form.register, fieldError), submitWith }
}

/** The form-level message of a failed submit, announced politely. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div aria-live="polite">{message ? <p className={styles.formError}>{message}</p> : null}</div>
  )
}
