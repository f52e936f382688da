import type { Prize } from '@loteria/shared/contract/premio'
import { formatPrize } from '@loteria/shared/format'

/** "Gs. 150.000" for cash, the good's name (or "Cartón gratis") otherwise. */
export const prizeText = (premio: Prize['premio']) => formatPrize(premio)
