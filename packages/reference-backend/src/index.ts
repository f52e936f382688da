import { sql } from 'drizzle-orm'
import { errorFields, logger } from '@loteria/shared/observability'
import { getDatabase } from './database'
import {
  databaseAnswered,
  databaseIsDown,
  databaseWentAway,
  isDatabaseUnavailable,
  UNAVAILABLE_MESSAGE,
} from './db/availability'
import { alertRoutes } from './handlers/alerts'
import { buyingCatalogueRoutes } from './handlers/buying-catalogue'
import { cardCheckRoutes } from './handlers/card-check'
import { contactRoutes } from './handlers/contact'
import { contentRoutes } from './handlers/content'
import { drawRoutes } from './handlers/draws'
import { historyRoutes } from './handlers/history'
import { liveRoutes } from './handlers/live'
import { operatorContactRoutes } from './handlers/operator-contact'
import { operatorContentRoutes } from './handlers/operator-content'
import { operatorDrawRoutes } from './handlers/operator-draws'
import { operatorMailRoutes } from './handlers/operator-mail'
import { operatorPrizeRoutes } from './handlers/operator-prizes'
import { operatorPurchaseRoutes } from './handlers/operator-purchases'
import { operatorVerificationRoutes } from './handlers/operator-verification'
import { myCardRoutes } from './handlers/my-cards'
import { packChoiceRoutes } from './handlers/pack-choice'
import { packRoutes } from './handlers/packs'
import { pasarelaRoutes } from './handlers/pasarela'
import { prizeRoutes } from './handlers/prizes'
import { prizeRequestRoutes } from './handlers/prizes-requests'
import { prizeWalletRoutes } from './handlers/prizes-wallets'
import { passwordResetRoutes } from './handlers/password-reset'
import { profileRoutes } from './handlers/profile'
import { purchaseRoutes } from './handlers/purchases'
import { operatorResponsiblePlayRoutes } from './handlers/operator-responsible-play'
import { operatorSalesCloseRoutes } from './handlers/operator-sales-close'
import { responsiblePlayRoutes } from './handlers/responsible-play'
import { registrationRoutes } from './handlers/registration'
import { reservationRoutes } from './handlers/reservations'
import { selfExclusionRoutes } from './handlers/self-exclusion'
import { sessionRoutes } from './handlers/session'
import { subscriptionCardRoutes } from './handlers/subscription-cards'
import { ticketRoutes } from './handlers/tickets'
import { verificationRoutes } from './handlers/verification'
import { winnerRoutes } from './handlers/winners'
import { ok, status } from './http'
import { refuseOperator } from './operator-door'
import { compileRoutes, matchRoute } from './router'

// The reference backend's public entry, and the only module the site may import
// (lib/backend/transport.ts and instrumentation.ts; eslint.config.mjs enforces it): `handle`
// answers a /servicios request, in-process or for the site's HTTP face; the lifecycle opens and
// closes the database; the rest says what the site must know of the backend's settings.

const routes = compileRoutes(
  contentRoutes,
  sessionRoutes,
  registrationRoutes,
  passwordResetRoutes,
  profileRoutes,
  verificationRoutes,
  historyRoutes,
  selfExclusionRoutes,
  responsiblePlayRoutes,
  packRoutes,
  packChoiceRoutes,
  buyingCatalogueRoutes,
  ticketRoutes,
  reservationRoutes,
  purchaseRoutes,
  myCardRoutes,
  alertRoutes,
  subscriptionCardRoutes,
  pasarelaRoutes,
  drawRoutes,
  liveRoutes,
  cardCheckRoutes,
  winnerRoutes,
  contactRoutes,
  prizeRoutes,
  prizeWalletRoutes,
  prizeRequestRoutes,
  operatorContentRoutes,
  operatorVerificationRoutes,
  operatorMailRoutes,
  operatorDrawRoutes,
  operatorSalesCloseRoutes,
  operatorContactRoutes,
  operatorPurchaseRoutes,
  operatorPrizeRoutes,
  operatorResponsiblePlayRoutes,
)

const OPERATOR_PREFIX = 'operador/'

// Backend calls served since start (operator calls excluded): `npm run bench` reads it to show that
// draw-night traffic does not multiply backend calls.
const METRICS_KEY = Symbol.for('loteria.embedded-backend.metrics')
type MetricsHolder = { [METRICS_KEY]?: { peticiones: number } }
function metrics() {
  const holder = globalThis as MetricsHolder
  holder[METRICS_KEY] ??= { peticiones: 0 }
  return holder[METRICS_KEY]
}

const PREFIX = '/servicios/'

export interface HandleOptions {
  /**
   * The client's address as the caller established it: the socket's (or a trusted proxy's
   * report) over HTTP, the player's as the site saw it in-process. Never read from the request's
   * own headers, which anyone can write.
   */
  clientAddress?: string
  /**
   * Set only by the site's in-process transport (lib/backend/transport.ts): a JavaScript flag,
   * not a header, so nothing arriving over HTTP can claim it. The live event stream is open to
   * in-process callers only (or with its token).
   */
  inProcess?: boolean
}

export async function handle(request: Request, options: HandleOptions = {}): Promise<Response> {
  try {
    const response = await route(request, options)
    // Only a query that worked says the database is back (probe, a new pool connection): a
    // request that never reached it (the clock, a 401, a 429) does not, or an outage logged
    // itself over and over, away and back (14 pairs in 11 s).
    if (response.status < 500 && !databaseIsDown()) databaseAnswered()
    return response
  } catch (error) {
    const url = new URL(request.url)
    if (isDatabaseUnavailable(error)) {
      databaseWentAway(error)
      return Response.json(
        { error: true, mensaje: UNAVAILABLE_MESSAGE },
        { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
      )
    }
    logger.error('embedded-backend: error inesperado', {
      method: request.method,
      path: url.pathname,
      ...errorFields(error, { stack: true }),
    })
    return status(500, 'Error interno del servidor')
  }
}

async function route(request: Request, options: HandleOptions): Promise<Response> {
  const url = new URL(request.url)
  if (!url.pathname.startsWith(PREFIX)) return status(404, 'Recurso no encontrado')
  const path = url.pathname.slice(PREFIX.length)
  const clientAddress = options.clientAddress ?? ''
  if (path.startsWith(OPERATOR_PREFIX)) {
    const refused = await refuseOperator(request, clientAddress, `/servicios/${path}`)
    if (refused) return refused
    if (path === 'operador/metricas' && request.method === 'GET') return ok({ ...metrics() })
  } else {
    metrics().peticiones += 1
  }
  const match = matchRoute(routes, request.method, path)
  if (match === undefined) return status(404, 'Recurso no encontrado')
  if (match === 'method-not-allowed') return status(405, 'Método no permitido')
  if (match === 'bad-request') return status(400, 'Solicitud mal formada')
  const { db } = await getDatabase()
  return match.handler({
    request,
    url,
    params: match.params,
    db,
    clientAddress,
    inProcess: options.inProcess === true,
  })
}

export { closeDatabase } from './database'
/** Whether a query has found the database away since the last one that worked. */
export { databaseIsDown } from './db/availability'
export { refuseOperator } from './operator-door'
export { startEmbeddedBackend, stopEmbeddedBackend } from './lifecycle'
export { simulatedPaymentsActive } from './payments/registry'
export { settingsProblems } from './settings-problems'

/** Resolves once the database is open, migrated and seeded. */
export async function ready(): Promise<void> {
  await getDatabase()
}

/** Readiness: the database answers a trivial query (GET /api/salud/listo). */
export async function probe(): Promise<boolean> {
  try {
    const { db } = await getDatabase()
    await db.execute(sql`select 1`)
    databaseAnswered()
    return true
  } catch (error) {
    if (isDatabaseUnavailable(error)) databaseWentAway(error)
    else logger.error('embedded-backend: la prueba de salud falló', errorFields(error))
    return false
  }
}
