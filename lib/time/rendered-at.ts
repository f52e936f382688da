import 'server-only'

/**
 * The instant a server render happens (ms): what its countdowns show in the HTML. A
 * function of its own so that a component reads the clock in one named place, on the server only.
 */
export function renderedAt(): number {
  return Date.now()
}
