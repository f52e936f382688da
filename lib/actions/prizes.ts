'use server'

import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { runAccountAction } from '@/lib/actions/account-action'
import { fieldErrors } from '@/lib/actions/errors'
import type { ActionResult } from '@/lib/actions/result'
import * as prizes from '@/lib/backend/prizes'
import type { Wallet } from '@loteria/contract'
import { cashAmount, findPrize } from '@/lib/prizes/find-prize'
import { collectionRequestSchema, walletFormSchema } from '@/lib/validation/prizes'

// Prize actions. The player is the session's; the browser names a prize and a wallet by id and
// sends the form, and every amount sent to the backend is read from the player's own prize list
// (a prize that is not in it is refused here, and again by the backend).

const idSchema = z.coerce.number().int().positive()

async function invalid<T>(): Promise<ActionResult<T>> {
  const t = await getTranslations('Errors')
  return { ok: false, message: t('invalidRequest') }
}

async function notYours<T>(): Promise<ActionResult<T>> {
  const t = await getTranslations('Prizes')
  return { ok: false, message: t('prizeNotYours') }
}

/** The player's wallets (the wallet dialog opens with them). */
export async function walletsAction(): Promise<ActionResult<Wallet[]>> {
  return runAccountAction(async (credentials, user) => ({
    ok: true,
    message: '',
    data: await prizes.readWallets(credentials, user.id),
  }))
}

/** Adds a wallet by line number and answers the player's wallets with it. */
export async function addWalletAction(input: unknown): Promise<ActionResult<Wallet[]>> {
  const parsed = walletFormSchema.safeParse(input)
  if (!parsed.success) {
    const errors = await fieldErrors(parsed.error)
    return { ok: false, message: Object.values(errors)[0] ?? '', fieldErrors: errors }
  }
  return runAccountAction(async (credentials, user) => {
    const { mensaje } = await prizes.addWallet(credentials, user.id, parsed.data.numero)
    return { ok: true, message: mensaje, data: await prizes.readWallets(credentials, user.id) }
  })
}

const walletPaymentSchema = z.object({ premioId: idSchema, walletId: idSchema })

/** Cobrar → billetera → Confirmar: the backend checks the limit, the owner and the state. */
export async function payToWalletAction(input: unknown): Promise<ActionResult> {
  const parsed = walletPaymentSchema.safeParse(input)
  if (!parsed.success) return invalid()
  const { premioId, walletId } = parsed.data
  return runAccountAction(async (credentials, user) => {
    const owned = findPrize(await prizes.readMyPrizes(credentials, user.id), premioId)
    if (!owned) return notYours()
    const mensaje = await prizes.payPrizeToWallet(credentials, user.id, premioId, walletId)
    return { ok: true, message: mensaje }
  })
}

const collectionActionSchema = z.object({ premioId: idSchema, form: collectionRequestSchema })

/** The collection request: the form, plus the prize's fields read from the player's own list. */
export async function requestCollectionAction(input: unknown): Promise<ActionResult> {
  const parsed = collectionActionSchema.safeParse(input)
  if (!parsed.success) {
    const form = collectionRequestSchema.safeParse(
      (input as { form?: unknown } | null | undefined)?.form,
    )
    if (form.success) return invalid()
    const errors = await fieldErrors(form.error)
    return { ok: false, message: Object.values(errors)[0] ?? '', fieldErrors: errors }
  }
  const { premioId, form } = parsed.data
  return runAccountAction(async (credentials, user) => {
    const owned = findPrize(await prizes.readMyPrizes(credentials, user.id), premioId)
    const premio = owned && cashAmount(owned.prize)
    if (!owned || premio === undefined) return notYours()
    const { prize, group } = owned
    const mensaje = await prizes.sendCollectionRequest(credentials, {
      ...form,
      codPaisResidencia: Number(form.codPaisResidencia),
      codigoDepartamento: Number(form.codigoDepartamento),
      codigoCiudad: Number(form.codigoCiudad),
      usuarioId: user.id,
      email: user.email,
      descuentoFiscal: prize.descuentoFiscal,
      numeroCarton: prize.numeroCarton,
      fechaSorteo: group.fechaSorteo,
      premio,
      premioTotal: premio,
      sorteoIdentificador: group.identificadorSorteo,
      sorteoId: group.idSorteo,
      totalAcobrar: prize.total,
      premiadoId: prize.id,
    })
    return { ok: true, message: mensaje }
  })
}
