import {
  drainSettings,
  finishInFlight,
  inFlightCount,
  stopAccepting,
} from './observability/http-hook.mjs'
import { errorFields, logger } from '@loteria/shared/observability'

// SIGTERM/SIGINT in production: stop accepting, end the live streams with a reconnect hint, let
// every accepted request finish (SHUTDOWN_TIMEOUT_MS, 10 s by default), then close the backend
// (the embedded database) and exit. A rolling restart or `docker stop` then cuts nobody's
// purchase. Next's own handler exits at once, so it is replaced (or NEXT_MANUAL_SIG_HANDLE=1
// keeps Next from installing it).

type StopStep = () => void | Promise<void>

const KEY = Symbol.for('loteria.graceful-stop')
type Holder = { [KEY]?: { steps: StopStep[]; installed: boolean } }

function own() {
  const holder = globalThis as Holder
  holder[KEY] ??= { steps: [], installed: false }
  return holder[KEY]
}

/** Something to end when the stop begins (live streams): runs right after accepting stops. */
export function onStop(step: StopStep): void {
  own().steps.push(step)
}

function shutdownTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS)
  return Number.isFinite(value) && value >= 0 ? value : 10_000
}

export async function gracefulStop(
  signal: string,
  closeBackend: () => Promise<void>,
  timeoutMs = shutdownTimeoutMs(),
): Promise<void> {
  const drain = drainSettings()
  // The listener stays open for the drain (every request answered, `Connection: close`): the
  // line says so, and a second one says when it closes (the first said it was closed).
  logger.info(
    'parada ordenada: se atienden las conexiones con Connection: close y luego se cierra la escucha',
    {
      signal,
      inFlight: inFlightCount(),
      drainMs: drain.drainMs,
      timeoutMs,
    },
  )
  void stopAccepting(drain).then(() =>
    logger.info('parada ordenada: no se aceptan más conexiones', { inFlight: inFlightCount() }),
  )
  for (const step of own().steps) {
    try {
      await step()
    } catch (error) {
      logger.warn('parada ordenada: un paso falló', errorFields(error))
    }
  }
  const left = await finishInFlight(timeoutMs)
  if (left > 0) logger.warn('parada ordenada: plazo vencido, se cortan pedidos', { left })
  try {
    await closeBackend()
  } catch (error) {
    logger.error('parada ordenada: el cierre del backend falló', errorFields(error))
  }
  logger.info('parada ordenada: terminada', { signal })
}

/** Installs the handlers once; `closeBackend` closes what the backend holds open. */
export function installGracefulStop(closeBackend: () => Promise<void>): void {
  const state = own()
  if (state.installed || process.env.NODE_ENV !== 'production') return
  state.installed = true
  // Next's own handlers (when NEXT_MANUAL_SIG_HANDLE is unset) call process.exit right away.
  process.removeAllListeners('SIGTERM')
  process.removeAllListeners('SIGINT')
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    void gracefulStop(signal, closeBackend).finally(() => process.exit(0))
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}
