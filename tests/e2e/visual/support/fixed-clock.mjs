// Test-only: freezes the clock of the process that loads it, so the visual suite's server seeds,
// renders and answers as if it were always the same instant. Loaded only by the visual suite's
// server (`NODE_OPTIONS=--import …/fixed-clock.mjs`, see ./server.ts); no production code reads
// it or its variable.
//
// FIXED_NOW: an ISO instant, e.g. 2026-11-25T15:00:00.000Z. Timers (setTimeout, performance.now)
// keep real time: only the calendar stands still.
import vm from 'node:vm'

const fixed = Date.parse(process.env.FIXED_NOW ?? '')
if (Number.isNaN(fixed)) throw new Error(`fixed-clock: FIXED_NOW is not an ISO instant`)

/** In `global`, `new Date()` and `Date.now()` give `instant`; every other use is the real Date's. */
function freeze(global, instant) {
  const RealDate = global.Date
  function FixedDate(...args) {
    // Called without `new`, Date() returns the current time as a string.
    if (!new.target) return new RealDate(instant).toString()
    return Reflect.construct(RealDate, args.length === 0 ? [instant] : args, new.target)
  }
  // Own copies of Date.UTC and Date.parse: Next wraps the global Date by copying its own properties.
  for (const key of ['UTC', 'parse']) {
    Object.defineProperty(FixedDate, key, Object.getOwnPropertyDescriptor(RealDate, key))
  }
  FixedDate.prototype = RealDate.prototype
  RealDate.prototype.constructor = FixedDate
  Object.defineProperty(FixedDate, 'now', {
    value: () => instant,
    writable: true,
    configurable: true,
  })
  global.Date = FixedDate
}

freeze(globalThis, fixed)

// The middleware runs in Next's Edge sandbox, a vm context with a Date of its own: it reads the
// session cookie's age there, so that clock must stand still too.
const createContext = vm.createContext
vm.createContext = function createFrozenContext(...args) {
  const context = createContext.apply(this, args)
  vm.runInContext(`(${freeze.toString()})(globalThis, ${fixed})`, context)
  return context
}
