import { drawListSchema, drawResultSchema, drawSchema } from '@loteria/contract'
import { findOpenDraw } from '../buying/open-draw'
import { NO_OPEN_DRAW, NO_RESULT } from '../draws/messages'
import { closedDraws, drawIdParam, drawView, findDraw, openDrawView } from '../draws/store'
import { openDrawClock } from '../draws/week-phase'
import { notFound, ok, refuse, status } from '../http'
import type { Routes } from '../router'

// Public draw calls (docs/product.md §7): the open draw, the past ones and a draw's grouped result.

export const drawRoutes: Routes = {
  'GET rest/sorteos/actual': async ({ db }) => {
    const open = await findOpenDraw(db)
    if (!open) return status(404, NO_OPEN_DRAW)
    return ok(drawSchema, { ...openDrawView(open), ...(await openDrawClock(db, open)) })
  },

  'GET rest/sorteos/anteriores': async ({ db }) => {
    const rows = await closedDraws(db)
    return ok(drawListSchema, rows.map(drawView))
  },

  /** `resultado` stays the JSON string the contract sends (docs/product.md §3). */
  'GET rest/sorteos/resultados-agrupados/:drawId': async ({ db, params }) => {
    const id = drawIdParam(params.drawId)
    const draw = id === undefined ? undefined : await findDraw(db, id)
    if (!draw) return notFound()
    if (draw.resultado === null) return refuse(NO_RESULT)
    const { id: drawId, identificador, fecha } = drawView(draw)
    return ok(drawResultSchema, { id: drawId, identificador, fecha, resultado: draw.resultado })
  },
}
