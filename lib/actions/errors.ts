import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { z } from 'zod'
import {
  BackendError,
  BackendUnavailableError,
  ContractError,
  NotFoundError,
} from '@/lib/backend/errors'
import type { ValidationKey } from '@/lib/validation/messages'
import { errorFields, logger } from '@loteria/shared/observability'

/** The Spanish message a player reads for a failed backend call (docs/product.md §8). */
export async function errorMessage(error: unknown): Promise<string> {
  const t = await getTranslations('Errors')
  if (error instanceof NotFoundError) return t('notFound')
  if (error instanceof BackendUnavailableError || error instanceof ContractError)
    return t('unavailable')
  if (error instanceof BackendError && error.message) return error.message
  logger.error('action: error inesperado', errorFields(error, { stack: true }))
  return t('generic')
}

/** zod issues (whose messages are Validation keys) as translated field errors. */
export async function fieldErrors(error: z.ZodError): Promise<Record<string, string>> {
  const t = await getTranslations('Validation')
  const result: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (!(field in result)) result[field] = t(issue.message as ValidationKey)
  }
  return result
}
