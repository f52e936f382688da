// The project's CI runs this suite beside other jobs on two shared cores, where the same steps take
// two to three times as long as on a quiet machine (a 30 s walk-through ran past 90 s there). Every
// time budget, the config's and each test's own, is scaled by this one factor.
const SLOWDOWN = process.env.CI ? 2.5 : 1

export function budget(ms: number): number {
  return Math.round(ms * SLOWDOWN)
}
