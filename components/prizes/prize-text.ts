import type { Prize } from '@loteria/contract'
import { formatPrize } from '@loteria/contract/format'

/** "Gs. 150.000" for cash, the good's name (or "Cartón gratis") otherwise. */
export const prizeText = (premio: Prize['premio']) => formatPrize(premio)
