import { readStatement } from '@/lib/backend/responsible-play'
import { UnauthorizedError } from '@/lib/backend/errors'
import { formatDateTime } from '@loteria/contract/format'
import { getSession } from '@/lib/session'
import { statementYearSchema } from '@loteria/contract'

// GET /mi-cuenta/mis-movimientos/extracto?anio=2026 – the year's movements and prizes as CSV
// (semicolon-separated, as a spreadsheet in Spanish opens it), for the session's player only.

export const dynamic = 'force-dynamic'

const HEADER = ['Fecha', 'Tipo', 'Detalle', 'Estado', 'Cartones', 'Monto (Gs.)']

/** A CSV field: quoted, inner quotes doubled, and a leading formula sign neutralised. */
function field(value: string | number): string {
  const text = String(value)
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

export async function GET(request: Request) {
  const session = await getSession()
  if (!session.user) return new Response('Sesión no válida', { status: 401 })
  const raw = new URL(request.url).searchParams.get('anio')
  const year = statementYearSchema.safeParse(raw ?? new Date().getFullYear())
  if (!year.success) return new Response('El año no es válido.', { status: 400 })
  const credentials = { cookies: { ...(session.backendCookies ?? {}) } }
  try {
    const statement = await readStatement(credentials, session.user.id, year.data)
    const lines = [
      HEADER,
      ...statement.lineas.map((line) => [
        formatDateTime(line.fecha),
        line.tipo,
        line.detalle,
        line.estado,
        line.cartones,
        line.monto,
      ]),
    ]
    const csv = `\uFEFF${lines.map((cells) => cells.map(field).join(';')).join('\r\n')}\r\n`
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="movimientos-${year.data}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    if (error instanceof UnauthorizedError) return new Response('Sesión no válida', { status: 401 })
    throw error
  }
}
