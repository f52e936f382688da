'use server'

import type { z } from 'zod'
import { runAccountAction } from '@/lib/actions/account-action'
import type { ActionResult } from '@/lib/actions/result'
import * as backend from '@/lib/backend/responsible-play'
import type { BackendCredentials } from '@/lib/backend/request'
import {
  limitChangeSchema,
  limitPeriodSchema,
  pauseSchema,
  realityCheckSchema,
  responsiblePlayMessage,
} from '@loteria/contract'

// Juego responsable: every change is parsed with the form's own schema, then made by the backend
// for the session's player (the id never comes from the browser).

async function run<S extends z.ZodType>(
  schema: S,
  input: unknown,
  call: (credentials: BackendCredentials, userId: number, data: z.infer<S>) => Promise<string>,
): Promise<ActionResult> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    return { ok: false, message: responsiblePlayMessage(parsed.error.issues[0]?.message) }
  }
  return runAccountAction(async (credentials, user) => ({
    ok: true,
    message: await call(credentials, user.id, parsed.data),
  }))
}

export async function setLimitAction(input: unknown): Promise<ActionResult> {
  return run(limitChangeSchema, input, backend.setLimit)
}

export async function cancelLimitChangeAction(periodo: unknown): Promise<ActionResult> {
  return run(limitPeriodSchema, periodo, backend.cancelLimitChange)
}

export async function startPauseAction(input: unknown): Promise<ActionResult> {
  return run(pauseSchema, input, (credentials, userId, data) =>
    backend.startPause(credentials, userId, data.dias),
  )
}

export async function setRealityCheckAction(input: unknown): Promise<ActionResult> {
  return run(realityCheckSchema, input, (credentials, userId, data) =>
    backend.setRealityCheck(credentials, userId, data.minutos),
  )
}
