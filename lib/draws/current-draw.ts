import 'server-only'
import type { Draw } from '@loteria/contract'
import { getCurrentDraw, readCurrentDraw } from '@/lib/backend'
import { orNone } from '@/lib/backend/optional'

// The one decision for "no draw on sale": sorteos/actual's 404 (between seasons, or no draw
// opened yet) is null, never an error page; each page then says "No hay sorteo a la venta".

/** The week's draw, cached (public pages): null when none is on sale. */
export const getCurrentDrawOrNone = (): Promise<Draw | null> => orNone(getCurrentDraw(), null)

/** The week's draw read now (buying, the week's watch): null when none is on sale. */
export const readCurrentDrawOrNone = (): Promise<Draw | null> => orNone(readCurrentDraw(), null)
