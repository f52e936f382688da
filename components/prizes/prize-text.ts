import type { Prize } from '@/lib/backend/schemas/prizes'
import { formatPrize } from '@loteria/shared/format'

/** "Gs. 150.000" for cash, the good's name (or "Cartón gratis") otherwise. */
export const prizeText = (premio: Prize['premio']) => formatPrize(premio)
