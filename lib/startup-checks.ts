import path from 'node:path'
import { logger } from '@loteria/shared/observability'
import { buildSettingsProblems, readBuildSettings, type BuildSettings } from './build-settings.mjs'
import { sessionSecret } from './session/options'

// Settings that are safe on a laptop and unsafe in production are refused when the server starts,
// with a message that says what to set, instead of failing per request (or not at all).

/**
 * The site's own unsafe settings, then the embedded backend's (its `settingsProblems`, passed in by
 * instrumentation.ts, the one place of the site besides the transport that reaches the backend).
 */
export function startupProblems(
  env: NodeJS.ProcessEnv = process.env,
  backendProblems: string[] = [],
  built: BuildSettings | undefined = readBuildSettings(path.join(process.cwd(), '.next')),
): string[] {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return []
  const problems: string[] = []
  try {
    sessionSecret(env)
  } catch {
    problems.push(
      env.SESSION_SECRET
        ? 'SESSION_SECRET necesita al menos 32 caracteres.'
        : 'Falta SESSION_SECRET: en producción es obligatoria (al menos 32 caracteres, por ejemplo: openssl rand -base64 48). `npm start` genera una en .data/session-secret.',
    )
  }
  // `built`: read from the build's folder the server runs in (.next/standalone, or the project).
  problems.push(...buildSettingsProblems(built, env))
  return [...problems, ...backendProblems]
}

/**
 * Web push of the embedded backend: without both VAPID keys it is simply off (the toggle in Mi
 * Cuenta says so); said once at start so an operator knows. `npm start` generates a local pair.
 */
function pushNotice(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.BACKEND_URL || env.NEXT_PHASE === 'phase-production-build') return undefined
  if (env.VAPID_PUBLIC_KEY?.trim() && env.VAPID_PRIVATE_KEY?.trim()) return undefined
  return 'Notificaciones push desactivadas: faltan VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY (`npx web-push generate-vapid-keys` genera un par; `npm start` usa uno local en .data/).'
}

/**
 * Logs every problem (JSON lines, as every line of the server's log: docs/deploying.md, "Logs")
 * and stops the process (exit code 1) when there is any.
 */
export function refuseUnsafeStart(
  env: NodeJS.ProcessEnv = process.env,
  backendProblems: string[] = [],
): void {
  const push = pushNotice(env)
  if (push) logger.info(push)
  const problems = startupProblems(env, backendProblems)
  if (problems.length === 0) return
  for (const problem of problems) logger.error(`Configuración insegura: ${problem}`)
  logger.error('El servidor no arranca hasta que se corrija.')
  process.exit(1)
}
