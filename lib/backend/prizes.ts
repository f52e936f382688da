import 'server-only'
import { readAccountPage } from './account-page'
import { parseDatos, parseEnvelope } from './envelope'
import { addressedRequest, backendRequest, REST, type BackendCredentials } from './request'
import {
  collectionRequestItemSchema,
  type CollectionRequestPayload,
  paymentEntityListSchema,
  prizeGroupListSchema,
  voucherListSchema,
  WALLET_METHOD_ID,
  walletListSchema,
  type WalletRequest,
  walletSchema,
} from '@loteria/contract'
import { applySetCookies } from './cookies'
import { ContractError } from './errors'
import { send } from './transport'

// Prize calls of docs/product.md §7: the player's prizes, wallets and wallet payment, payment
// entities, collection requests and their vouchers. The player's id always comes from the caller,
// which takes it from the site session.

type Credentials = BackendCredentials

const messageOf = (envelope: { mensaje?: string | null; datos?: unknown }) =>
  envelope.mensaje || (typeof envelope.datos === 'string' ? envelope.datos : '')

export async function readMyPrizes(credentials: Credentials, userId: number) {
  return parseDatos(
    await backendRequest(`${REST}/usuarios/mis-premios/${userId}`, { credentials }),
    prizeGroupListSchema,
  )
}

export async function readPaymentEntities(credentials: Credentials) {
  return parseDatos(
    await backendRequest(`${REST}/solicitud/entidades`, { credentials }),
    paymentEntityListSchema,
  )
}

export async function readWallets(credentials: Credentials, userId: number) {
  return parseDatos(
    await backendRequest(`${REST}/medio-pago-usuario/listar/${userId}/${WALLET_METHOD_ID}`, {
      credentials,
    }),
    walletListSchema,
  )
}

/** Adds a wallet by line number; answers the wallet when the backend sends it back. */
export async function addWallet(credentials: Credentials, userId: number, numero: string) {
  const envelope = await backendRequest(`${REST}/medio-pago-usuario`, {
    method: 'POST',
    credentials,
    body: {
      medioPago: { id: WALLET_METHOD_ID },
      usuario: { id: userId },
      numero,
    } satisfies WalletRequest,
  })
  const wallet = walletSchema.safeParse(envelope.datos)
  return { mensaje: messageOf(envelope), wallet: wallet.success ? wallet.data : undefined }
}

/** Pays a prize into one of the player's wallets; answers the backend's message. */
export async function payPrizeToWallet(
  credentials: Credentials,
  userId: number,
  prizeId: number,
  walletId: number,
) {
  return messageOf(
    await backendRequest(`${REST}/trx/pago/billetera/${userId}/${prizeId}/${walletId}`, {
      method: 'POST',
      credentials,
    }),
  )
}

/** Sends a collection request; the backend answers its message in `datos` (docs/product.md §8). */
export async function sendCollectionRequest(
  credentials: Credentials,
  payload: CollectionRequestPayload,
) {
  return messageOf(
    await backendRequest(`${REST}/usuarios/envio-solicitud-cobro`, {
      method: 'POST',
      credentials,
      body: payload,
    }),
  )
}

export async function readCollectionRequests(
  credentials: Credentials,
  userId: number,
  pagina: number,
  cantidad = 10,
) {
  return readAccountPage(
    credentials,
    'solicitud/solicitudes-cobro-por-usuario',
    collectionRequestItemSchema,
    { pagina, cantidad, orden: 'asc', player: { idUsuario: userId } },
  )
}

export async function readVouchers(credentials: Credentials, sorteoId: number) {
  return parseDatos(
    await backendRequest(`${REST}/solicitud/descargar-comprobante/${sorteoId}`, { credentials }),
    voucherListSchema,
  )
}

/**
 * The voucher file itself (not an envelope): its bytes and headers, to hand to the browser.
 * A missing file is a NotFoundError, like any 404.
 */
export async function downloadVoucher(credentials: Credentials, archivo: string) {
  const response = await send(
    await addressedRequest(`${REST}/solicitud/descarga/${encodeURIComponent(archivo)}`, {
      credentials,
    }),
  )
  credentials.cookies = applySetCookies(credentials.cookies, response.headers.getSetCookie())
  // An error (HTTP status or an `error: true` envelope) comes as JSON: the envelope rules apply.
  if (!response.ok || response.headers.get('content-type')?.includes('application/json')) {
    await parseEnvelope(response)
    throw new ContractError('Se esperaba el archivo del comprobante')
  }
  return response
}
