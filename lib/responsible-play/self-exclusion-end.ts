// The end of a self-exclusion as the confirmation page shows it: the date the backend's answer
// gave ("bloqueada hasta el 29/12/2026"), carried in the address; anything else is left out, so a
// link can never make the page say something the backend did not.

const DATE = /(\d{2}\/\d{2}\/\d{4})/

/** The first DD/MM/YYYY in the backend's message, if any. */
function endInMessage(message: string): string | null {
  return DATE.exec(message)?.[1] ?? null
}

/** The `hasta` of the confirmation's address when it is a date, else null. */
export function selfExclusionEnd(param: string | string[] | undefined): string | null {
  const value = Array.isArray(param) ? param[0] : param
  return value && /^\d{2}\/\d{2}\/\d{4}$/.test(value) ? value : null
}

export const SELF_EXCLUDED_PATH = '/autoexclusion/confirmada'

export const selfExcludedPath = (message: string) => {
  const end = endInMessage(message)
  return end ? `${SELF_EXCLUDED_PATH}?hasta=${encodeURIComponent(end)}` : SELF_EXCLUDED_PATH
}
