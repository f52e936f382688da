// A test clock for responsible play: moves one player's "now" forward, so that a browser test can
// watch a 24-hour pending change apply, a pause end, the week turn at Monday 00:00 or a reality
// check come due without waiting. It moves only the responsible-play decisions of that player
// (limits' periods and changes, pauses, session length) and what the site shows of them, never
// other players' time nor holds, purchases or sessions. On only with RELOJ_DE_PRUEBA=si on a
// server whose SITE_URL is this machine (lib/startup-checks.ts refuses any other production start).

const OFFSETS_KEY = Symbol.for('loteria.responsible-play.test-clock')
type Holder = { [OFFSETS_KEY]?: Map<number, number> }

function offsets(): Map<number, number> {
  const holder = globalThis as Holder
  holder[OFFSETS_KEY] ??= new Map()
  return holder[OFFSETS_KEY]
}

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/?$/

/** Whether the environment asks for the test clock; see testClockProblem for where it may run. */
function testClockRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.RELOJ_DE_PRUEBA?.trim().toLowerCase() === 'si'
}

/** Why the test clock may not run here, or undefined. Production only on a loopback SITE_URL. */
export function testClockProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!testClockRequested(env) || env.NODE_ENV !== 'production') return undefined
  if (LOOPBACK.test(env.SITE_URL?.trim() ?? '')) return undefined
  return 'RELOJ_DE_PRUEBA=si adelanta el reloj del juego responsable y es solo para pruebas: quitala (solo se acepta con SITE_URL en localhost).'
}

export function testClockEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return testClockRequested(env) && testClockProblem(env) === undefined
}

/** The player's responsible-play "now": the real time, plus the test clock's offset if any. */
export function playerNow(userId: number, real: Date = new Date()): Date {
  if (!testClockEnabled()) return real
  return new Date(real.getTime() + (offsets().get(userId) ?? 0))
}

/** Moves the player's clock to `target` (never backwards); answers the new offset in ms. */
export function setPlayerClock(userId: number, target: Date, real: Date = new Date()): number {
  const offset = Math.max(offsets().get(userId) ?? 0, target.getTime() - real.getTime())
  offsets().set(userId, offset)
  return offset
}
