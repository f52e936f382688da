import { operatorTokenProblem } from '@loteria/shared'
import { closeTimeProblem } from './buying/close-schedule'
import { testClockProblem } from './responsible-play/test-clock'

/**
 * The backend's own settings that are safe on a laptop and unsafe in production (a weak operator
 * token, the test clock): the site's start refuses them with its own (lib/startup-checks.ts).
 */
export function settingsProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return []
  return [
    env.BACKEND_URL ? undefined : operatorTokenProblem(env),
    testClockProblem(env),
    env.BACKEND_URL ? undefined : closeTimeProblem(env),
  ].filter((problem): problem is string => problem !== undefined)
}
