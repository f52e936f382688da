// Which ways of collecting a prize are offered (docs/product.md §4, prize claim), shared by the
// claim dialog and the embedded backend's checks so that both read the limits the same way.

/** The COBRO_* config keys (docs/product.md §9), in guaraníes. */
export interface ClaimLimits {
  maxBilletera: number
  minTransferencia: number
  maxTransferencia: number
}

export const CLAIM_LIMIT_KEYS = {
  maxBilletera: 'COBRO_MONTO_MAX_BILLETERA',
  minTransferencia: 'COBRO_MONTO_MIN_TRANSFERENCIA',
  maxTransferencia: 'COBRO_MONTO_MAX_TRANSFERENCIA',
} as const satisfies Record<keyof ClaimLimits, string>

export type ClaimOption = 'billetera' | 'transferencia'

/**
 * The limits out of `configuracion`'s items; undefined when a key is missing or not a whole
 * amount, so that a misconfigured backend offers nothing rather than any amount.
 */
export function claimLimitsFrom(
  items: readonly { nombre: string; valor: string | number }[],
): ClaimLimits | undefined {
  const read = (key: string) => {
    const raw = items.find((item) => item.nombre === key)?.valor
    const value = typeof raw === 'number' ? raw : Number(String(raw ?? '').trim())
    return raw !== undefined && String(raw).trim() !== '' && Number.isSafeInteger(value)
      ? value
      : undefined
  }
  const maxBilletera = read(CLAIM_LIMIT_KEYS.maxBilletera)
  const minTransferencia = read(CLAIM_LIMIT_KEYS.minTransferencia)
  const maxTransferencia = read(CLAIM_LIMIT_KEYS.maxTransferencia)
  if (maxBilletera === undefined || minTransferencia === undefined) return undefined
  if (maxTransferencia === undefined) return undefined
  return { maxBilletera, minTransferencia, maxTransferencia }
}

export const walletAllowed = (total: number, limits: ClaimLimits) =>
  total > 0 && total <= limits.maxBilletera

export const transferAllowed = (total: number, limits: ClaimLimits) =>
  total > 0 && total >= limits.minTransferencia && total <= limits.maxTransferencia

/** The options for a prize's total (after tax); none means "collect it in person". */
export function claimOptions(total: number, limits: ClaimLimits): ClaimOption[] {
  const options: ClaimOption[] = []
  if (walletAllowed(total, limits)) options.push('billetera')
  if (transferAllowed(total, limits)) options.push('transferencia')
  return options
}
