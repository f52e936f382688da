import { formatPercent } from '@loteria/contract/format'
import { requirePrizeTaxPercent } from './tax'

// The pages that state the prize tax (Reglamento, FAQ) carry this placeholder instead of a number;
// the backend fills it with PRIZE_TAX_PERCENT when it serves them, so the rules and the claim
// dialogs (whose amounts the same setting computes) can never disagree.

export const TAX_PLACEHOLDER = '{{PORCENTAJE_RETENCION}}'

/** `10%`, `4,5%`: as the pages write a percent. */
export const formatTaxPercent = formatPercent

/** The text with every placeholder replaced by the configured rate. */
export function withTaxRate(text: string, percent = requirePrizeTaxPercent()): string {
  return text.includes(TAX_PLACEHOLDER)
    ? text.replaceAll(TAX_PLACEHOLDER, formatTaxPercent(percent))
    : text
}
