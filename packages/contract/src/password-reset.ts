import { z } from 'zod'
import { email } from './fields'
import { msg } from './messages'

// POST usuarios/reset {email} and POST recuperar-pass?auth={token} {pass} (docs/product.md §5, §7).

export const passwordResetRequestSchema = z.object({ email })

/** The new password: at least 4 characters on reset (docs/product.md §9). */
export const newPasswordSchema = z.object({
  pass: z.string(msg('passwordMin4')).min(4, msg('passwordMin4')).max(128, msg('passwordMax')),
})
