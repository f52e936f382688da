import { z } from 'zod'
import { code } from './fields'
import { msg } from './messages'
import { numeric } from './wire'

// Self-exclusion (docs/product.md §3 and §5): tiempo-autoexclusion/listar and
// bloqueo/autoexclusion.

export const selfExclusionPeriodSchema = z.object({ idTiempo: numeric, descripcion: z.string() })
export type SelfExclusionPeriod = z.infer<typeof selfExclusionPeriodSchema>

/** Self-exclusion block type code (docs/product.md §9). */
export const SELF_EXCLUSION_BLOCK = 'AB'

/**
 * The block payload's fields the backend acts on; the rest of the payload of docs/product.md §3
 * (ids, states, dates) is the original backend's bookkeeping and is not read.
 */
export const selfExclusionBlockSchema = z.object({
  tiempoAutoexclusion: z.object(
    { idTiempo: code('autoexclusionTiempo') },
    msg('autoexclusionTiempo'),
  ),
  tipoBloqueo: z.literal(SELF_EXCLUSION_BLOCK, { error: 'El tipo de bloqueo no es válido.' }),
  descripcionBloqueo: z.string().max(500).optional().catch(undefined),
})
