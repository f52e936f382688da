import type { Prize } from '@/lib/backend/schemas/prizes'
import { formatGs } from '@/lib/format'

/** "Gs. 150.000" for cash, the good's name (or "Cartón gratis") otherwise. */
export const prizeText = (premio: Prize['premio']) =>
  typeof premio === 'number' ? formatGs(premio) : premio
