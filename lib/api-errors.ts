import 'server-only'
import { NextResponse } from 'next/server'
import { getTranslations } from 'next-intl/server'
import {
  BackendError,
  BackendUnavailableError,
  NotFoundError,
  UnauthorizedError,
} from '@/lib/backend/errors'
import { errorFields, logger } from '@loteria/shared/observability'

/** A route handler's answer for a failed backend call: a Spanish message, never a raw 500. */
export async function unavailableResponse(error: unknown): Promise<NextResponse> {
  const t = await getTranslations('Errors')
  if (error instanceof UnauthorizedError) {
    return NextResponse.json({ error: true, mensaje: t('sessionExpired') }, { status: 401 })
  }
  if (error instanceof NotFoundError) {
    return NextResponse.json({ error: true, mensaje: t('notFound') }, { status: 404 })
  }
  if (
    error instanceof BackendError &&
    !(error instanceof BackendUnavailableError) &&
    error.status < 500
  ) {
    return NextResponse.json({ error: true, mensaje: error.message }, { status: 200 })
  }
  logger.warn('api: el backend no respondió', errorFields(error))
  return NextResponse.json(
    { error: true, mensaje: t('unavailable') },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
  )
}
