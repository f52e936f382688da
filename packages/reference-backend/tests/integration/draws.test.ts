/**
 * The embedded backend's draws side over HTTP: the open and past draws, grouped results consistent
 * with the card pools, the card check, winners and millionaires, the contact form, and running a
 * draw with the operator (last: it changes the state). Only against the embedded backend: it needs
 * the operator endpoints to know which cards won.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { formatInTimeZone } from 'date-fns-tz'
import type { z } from 'zod'
import {
  type Draw,
  drawListSchema,
  drawResultSchema,
  winnerPageSchema,
  type winnerSchema,
} from '@loteria/contract'
import { operator, operatorCli } from '../../../../tests/support/servers/backend-client'
import { inContract } from '../support/contract'

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

const TZ = 'America/Asuncion'
const WEEK = 7 * 86_400_000
const NO_RESULT = 'El sorteo todavía no tiene resultados.'

interface Envelope<T = unknown> {
  error: boolean
  mensaje: string
  datos: T
  [key: string]: unknown
}

interface Tier {
  aciertos: number
  nroGanadores: number
  premio: number
}

type Play =
  | {
      azar: false
      nombreJugada: string
      cantidadGanadores: number
      bolillas: string
      premios: Tier[]
    }
  | {
      azar: true
      nombreJugada: string
      cantidadGanadores: number
      bolillas: string
      premios: { premio: number | string; cartones: string }[]
    }

interface WinningCard {
  numero: string
  jugada: string
  aciertos: number | null
  premio: number | string
}

/** A winner as the backend sends it: the contract's schema's input, not a copy. */
type Winner = z.input<typeof winnerSchema>

function url(pathname: string, query: Record<string, string | number> = {}) {
  const target = new URL(`/servicios/${pathname}`, process.env.BACKEND_URL)
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, String(value))
  return target
}

async function get<T>(pathname: string, query: Record<string, string | number> = {}) {
  const response = await fetch(url(pathname, query), { headers: { scope: 'publico' } })
  return { status: response.status, body: (await response.json()) as Envelope<T> }
}

async function post<T>(pathname: string, body: unknown) {
  const response = await fetch(url(pathname), {
    method: 'POST',
    headers: { scope: 'publico', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Envelope<T> }
}

async function datos<T>(pathname: string, query: Record<string, string | number> = {}) {
  const answer = await get<T>(pathname, query)
  expect(answer.status).toBe(200)
  expect(answer.body.error).toBe(false)
  return answer.body.datos
}

async function operatorDatos<T>(pathname: string): Promise<T> {
  const answer = await operator<T>('GET', pathname)
  expect(answer.status).toBe(200)
  return answer.body?.datos as T
}

const isSundayAt20 = (iso: string) =>
  formatInTimeZone(new Date(iso), TZ, 'EEEE HH:mm:ss') === 'Sunday 20:00:00'

const drawShape = {
  id: expect.any(Number),
  identificador: expect.stringMatching(/^Sorteo N° \d+$/),
  fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
  imagenCarton: expect.stringMatching(/^\/demo\/carton-semana\/carton-\d{2}\.svg$/),
}

/** Reads a draw's result and checks it against the operator's list of winning cards. */
async function checkResultAgainstCards(drawId: number): Promise<Play[]> {
  const result = await datos<{
    id: number
    identificador: string
    fecha: string
    resultado: string
  }>(`rest/sorteos/resultados-agrupados/${drawId}`)
  expect(result).toEqual({
    id: drawId,
    identificador: `Sorteo N° ${drawId}`,
    fecha: expect.any(String),
    resultado: expect.any(String),
  })
  expect(() => inContract(drawResultSchema, result)).not.toThrow()
  const plays = JSON.parse(result.resultado) as Play[]
  expect(plays.map((play) => play.nombreJugada)).toEqual([
    'Tradicional',
    'Revancha',
    'Siempre Sale',
    'Azar',
  ])
  const winners = await operatorDatos<WinningCard[]>(`sorteos/${drawId}/cartones-ganadores`)
  for (const play of plays) {
    const mine = winners.filter((card) => card.jugada === play.nombreJugada)
    expect(mine).toHaveLength(play.cantidadGanadores)
    if (play.azar) {
      expect(play.bolillas).toBe('')
      const cards = play.premios.flatMap((p) => p.cartones.split(','))
      // 4–5 prizes and ten free cards a week, or the awards an operator forced (docs/contract.md).
      expect(cards.length).toBeGreaterThanOrEqual(1)
      expect(cards.every((numero) => /^\d{6}$/.test(numero))).toBe(true)
      expect(new Set(cards).size).toBe(cards.length)
      expect(play.cantidadGanadores).toBe(cards.length)
      continue
    }
    const balls = play.bolillas.split(',')
    expect(balls.every((ball) => /^\d{2}$/.test(ball) && +ball >= 1 && +ball <= 60)).toBe(true)
    expect(new Set(balls).size).toBe(balls.length)
    if (play.nombreJugada === 'Siempre Sale') {
      expect(play.cantidadGanadores).toBeGreaterThanOrEqual(1)
      expect(balls.length).toBeGreaterThanOrEqual(15)
    } else {
      expect(balls).toHaveLength(30)
    }
    expect(play.premios.map((tier) => tier.aciertos)).toEqual(
      play.nombreJugada === 'Tradicional' ? [15, 14, 13] : [15],
    )
    let total = 0
    for (const tier of play.premios) {
      expect(Number.isInteger(tier.premio) && tier.premio > 0).toBe(true)
      const atLevel = mine.filter((card) => card.aciertos === tier.aciertos)
      expect(atLevel).toHaveLength(tier.nroGanadores)
      for (const card of atLevel) expect(card.premio).toBe(tier.premio)
      total += tier.nroGanadores
    }
    expect(play.cantidadGanadores).toBe(total)
  }
  return plays
}

describeEmbedded('draws', () => {
  it('sorteos/actual answers the open draw, a Sunday at 20:00 in Asunción', async () => {
    const actual = await datos<Draw>('rest/sorteos/actual')
    // The open draw says the pot it pays.
    expect(actual).toEqual({
      ...drawShape,
      pozo: { jugada: 'Tradicional', monto: expect.any(Number), acumulado: expect.any(Boolean) },
      // The week's clock (docs/contract.md, "The week's phase"): its close, two hours before.
      cierreVentas: expect.any(String),
      fase: expect.stringMatching(/^(VENTAS_ABIERTAS|VENTAS_CERRADAS|EN_VIVO)$/),
    })
    expect(actual.identificador).toBe(`Sorteo N° ${actual.id}`)
    expect(isSundayAt20(actual.fecha)).toBe(true)
    const { cierreVentas = '' } = actual as { cierreVentas?: string }
    expect(Date.parse(actual.fecha) - Date.parse(cierreVentas)).toBeGreaterThanOrEqual(0)
  })

  it('sorteos/anteriores answers at least 12 weekly Sunday draws before it, newest first', async () => {
    const [actual, past] = await Promise.all([
      datos<Draw>('rest/sorteos/actual'),
      datos<Draw[]>('rest/sorteos/anteriores'),
    ])
    expect(past.length).toBeGreaterThanOrEqual(12)
    expect(() => inContract(drawListSchema, past)).not.toThrow()
    let later = actual
    for (const draw of past) {
      expect(draw).toEqual(drawShape)
      expect(isSundayAt20(draw.fecha)).toBe(true)
      expect(Date.parse(later.fecha) - Date.parse(draw.fecha)).toBe(WEEK)
      expect(draw.id).toBe(later.id - 1)
      later = draw
    }
  })

  it('every past result parses and its counts are what the cards hit', async () => {
    const past = await datos<Draw[]>('rest/sorteos/anteriores')
    for (const draw of past) await checkResultAgainstCards(draw.id)
    // About a second alone; a dozen draws' cards on a loaded two-core machine take longer.
  }, 20_000)

  it('answers 404 for an unknown draw and refuses a draw without result', async () => {
    const unknown = await get('rest/sorteos/resultados-agrupados/999999')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe(true)
    const actual = await datos<Draw>('rest/sorteos/actual')
    const open = await get(`rest/sorteos/resultados-agrupados/${actual.id}`)
    expect(open.status).toBe(200)
    expect(open.body).toEqual({ error: true, mensaje: NO_RESULT })
  })
})

describeEmbedded('card check', () => {
  let latest: Draw
  let winners: WinningCard[]

  // The newest draw with a Tradicional 13/14 card: a draw another suite ran (random balls, or
  // forced Azar awards) may have none; every seeded demo draw has one.
  beforeAll(async () => {
    const past = await datos<Draw[]>('rest/sorteos/anteriores')
    for (const draw of past) {
      latest = draw
      winners = await operatorDatos<WinningCard[]>(`sorteos/${draw.id}/cartones-ganadores`)
      const tradicional = winners.some((c) => c.jugada === 'Tradicional' && (c.aciertos ?? 0) < 15)
      if (tradicional && winners.some((c) => c.jugada === 'Azar')) break
    }
  })

  it('a recent draw has a Tradicional 13- or 14-hit card and an Azar prize card', () => {
    expect(winners.some((card) => card.jugada === 'Tradicional' && (card.aciertos ?? 0) < 15)).toBe(
      true,
    )
    expect(winners.some((card) => card.jugada === 'Azar')).toBe(true)
  })

  it('a winning Tradicional card gets its prize, also typed without leading zeros', async () => {
    const card = winners.find((c) => c.jugada === 'Tradicional' && (c.aciertos ?? 0) < 15)!
    const prizes = winners.filter((c) => c.numero === card.numero)
    for (const typed of [card.numero, String(Number(card.numero))]) {
      const answer = await get<unknown[]>(`rest/ticket/consulta/${latest.id}/${typed}`)
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({
        error: false,
        mensaje: expect.any(String),
        nro: typed,
        datos: expect.any(Array),
      })
      expect(answer.body.datos).toHaveLength(prizes.length)
      const premio = `Gs.\u00a0${new Intl.NumberFormat('es-PY').format(card.premio as number)}`
      expect(answer.body.datos).toContainEqual({
        orden: expect.any(Number),
        primerMensaje: `El cartón N° ${card.numero}`,
        nroCarton: card.numero,
        segundoMensaje: `ganó ${premio} en la jugada Tradicional con ${card.aciertos} aciertos.`,
        premioId: expect.any(String),
      })
    }
  })

  it('an Azar prize card gets its prize, with a stable premioId', async () => {
    const card = winners.find((c) => c.jugada === 'Azar')!
    const first = await get<{ segundoMensaje: string; premioId: string }[]>(
      `rest/ticket/consulta/${latest.id}/${card.numero}`,
    )
    const azar = first.body.datos.find((item) => item.segundoMensaje.endsWith('en la jugada Azar.'))
    expect(azar?.segundoMensaje).toMatch(/^ganó .+ en la jugada Azar\.$/)
    const again = await get<{ premioId: string }[]>(
      `rest/ticket/consulta/${latest.id}/${card.numero}`,
    )
    expect(again.body.datos.map((item) => item.premioId)).toEqual(
      first.body.datos.map((item) => item.premioId),
    )
  })

  it('a losing card and a number that is no card answer an empty list', async () => {
    const losers = await operatorDatos<string[]>(`sorteos/${latest.id}/cartones?cantidad=5`)
    expect(losers).toHaveLength(5)
    const winning = new Set(winners.map((card) => card.numero))
    for (const numero of losers) {
      expect(numero).toMatch(/^\d{6}$/)
      expect(winning.has(numero)).toBe(false)
    }
    for (const numero of [losers[0]!, '9999999']) {
      const answer = await get(`rest/ticket/consulta/${latest.id}/${numero}`)
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ error: false, nro: numero, datos: [] })
    }
  })

  it('refuses a card number with letters (400) and an unknown draw (404)', async () => {
    const letters = await get(`rest/ticket/consulta/${latest.id}/12ab34`)
    expect(letters.status).toBe(400)
    expect(letters.body).toEqual({ error: true, mensaje: 'Número de cartón inválido.' })
    expect((await get('rest/ticket/consulta/999999/123456')).status).toBe(404)
  })
})

describeEmbedded('winners', () => {
  const winnerShape = {
    id: expect.any(Number),
    nombre: expect.stringMatching(/\S+ \S+/),
    premio: expect.stringMatching(/\S/),
    fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    ciudad: expect.stringMatching(/\S/),
    foto: expect.stringMatching(/^\/demo\/ganadores\/ganadora?-\d{2}\.svg$/),
    biografia: expect.stringMatching(/\S{3,}.*\./),
  }
  const query = (extra: Record<string, string | number>) => ({
    pagina: 1,
    cantidad: 20,
    orden: 'desc',
    indice: 'fecha',
    ...extra,
  })
  const newestFirst = (list: Winner[]) =>
    list.every((w, i) => i === 0 || Date.parse(list[i - 1]!.fecha) >= Date.parse(w.fecha))

  it('pages winners 20 at a time, newest first, and -1 answers all of them', async () => {
    const first = await datos<{ datos: Winner[]; total: number }>('rest/ganadores', query({}))
    expect(first.total).toBeGreaterThanOrEqual(64)
    expect(first.datos).toHaveLength(20)
    for (const winner of first.datos) expect(winner).toEqual(winnerShape)
    expect(() => inContract(winnerPageSchema, first)).not.toThrow()
    const second = await datos<{ datos: Winner[]; total: number }>(
      'rest/ganadores',
      query({ pagina: 2 }),
    )
    expect(second.datos).toHaveLength(20)
    const ids = new Set(first.datos.map((w) => w.id))
    expect(second.datos.some((w) => ids.has(w.id))).toBe(false)
    const all = await datos<{ datos: Winner[]; total: number }>(
      'rest/ganadores',
      query({ cantidad: -1 }),
    )
    expect(all.datos).toHaveLength(all.total)
    expect(all.total).toBe(first.total)
    expect(newestFirst(all.datos)).toBe(true)
    expect(all.datos.slice(0, 40)).toEqual([...first.datos, ...second.datos])
    expect(new Set(all.datos.map((w) => w.biografia)).size).toBe(all.total)
    const oldest = await datos<{ datos: Winner[] }>('rest/ganadores', query({ orden: 'asc' }))
    expect(oldest.datos[0]).toEqual(all.datos[all.datos.length - 1])
  })

  it('filters by city, ignoring case and accents', async () => {
    const cities = await datos<{ nombre: string }[]>('rest/ciudades/ganadores')
    expect(cities.length).toBeGreaterThanOrEqual(15)
    const names = cities.map((c) => c.nombre)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')))
    expect(new Set(names).size).toBe(names.length)
    const accented = names.find((name) => name !== name.normalize('NFD').replace(/\p{M}/gu, ''))!
    const all = await datos<{ total: number }>('rest/ganadores', query({ cantidad: -1 }))
    const filtered = await datos<{ datos: Winner[]; total: number }>(
      'rest/ganadores',
      query({
        cantidad: -1,
        filtro: accented.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase(),
      }),
    )
    expect(filtered.total).toBeGreaterThan(0)
    expect(filtered.total).toBeLessThan(all.total)
    expect(filtered.datos).toHaveLength(filtered.total)
    for (const winner of filtered.datos) expect(winner.ciudad).toBe(accented)
    const none = await datos<{ datos: Winner[]; total: number }>(
      'rest/ganadores',
      query({ filtro: 'Ciudad que no existe' }),
    )
    expect(none).toEqual({ datos: [], total: 0 })
  })

  it('the home page gets the 8 latest winners with their testimonials', async () => {
    const home = await datos<Winner[]>('rest/ganadores/listar-pagina-inicio')
    const latest = await datos<{ datos: Winner[] }>('rest/ganadores', query({ cantidad: 8 }))
    expect(home).toEqual(latest.datos)
    expect(home).toHaveLength(8)
    for (const winner of home) expect(winner).toEqual(winnerShape)
  })

  it('millonarios lists winners of Gs.\u00a01.000.000.000 or more, newest first', async () => {
    const millionaires = await datos<Winner[]>('rest/millonarios')
    expect(millionaires.length).toBeGreaterThanOrEqual(6)
    expect(newestFirst(millionaires)).toBe(true)
    for (const winner of millionaires) {
      expect(winner).toEqual(winnerShape)
      expect(winner.premio).toMatch(/^Gs\.\u00a0[\d.]+$/)
      expect(Number(String(winner.premio).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1_000_000_000)
    }
  })
})

describeEmbedded('contact form', () => {
  const valid = {
    nombre: 'Ana Ramírez',
    email: `ana.${Date.now()}@prueba.com.py`,
    telefono: '+595 (971) 555-444',
    mensaje: '¿Dónde retiro un premio de la jugada Azar?',
    token: '',
  }

  it.each([
    [{ nombre: '  ' }, 'Ingrese un nombre y apellido válido.'],
    [{ email: 'ana@' }, 'Ingrese un correo válido.'],
    [{ telefono: 'llamame' }, 'Ingrese un teléfono válido.'],
    [{ mensaje: '' }, 'Ingrese un mensaje válido.'],
  ])('refuses %j with %s', async (change, mensaje) => {
    const answer = await post('rest/contacto/enviar', { ...valid, ...change })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ error: true, mensaje })
  })

  it('stores a valid message, trimmed, and mails a notice to the contact address', async () => {
    const answer = await post('rest/contacto/enviar', { ...valid, nombre: `  ${valid.nombre} ` })
    expect(answer.body).toEqual({
      error: false,
      mensaje: '¡Gracias por escribirnos! Te responderemos a la brevedad.',
    })
    const [stored] = await operatorDatos<Record<string, unknown>[]>('contacto?cantidad=20')
    expect(stored).toMatchObject({
      nombre: valid.nombre,
      email: valid.email,
      telefono: valid.telefono,
      mensaje: valid.mensaje,
    })
    const mails = await operatorDatos<{ para: string; cuerpo: string }[]>(
      'correos?para=contacto@sorteosdelparaguay.com.py',
    )
    expect(mails[0]?.cuerpo).toContain(valid.email)
    const cli = await operatorCli('contactos', '--cantidad', '1')
    expect(cli.code).toBe(0)
    expect(cli.stdout).toContain(valid.email)
  })
})

describeEmbedded('operator CLI on draws', () => {
  it('lists the draws and a draw’s winning cards', async () => {
    const latest = (await datos<Draw[]>('rest/sorteos/anteriores'))[0]!
    const listed = await operatorCli('sorteos')
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain(`#${latest.id}  CERRADO`)
    const winners = await operatorCli('ganadores-sorteo', String(latest.id))
    expect(winners.code).toBe(0)
    expect(winners.stdout).toMatch(/Cartón \d{6} {2}Azar/)
  })

  it('refuses the operator endpoints without the token', async () => {
    const response = await fetch(url('operador/sorteos/ejecutar'), { method: 'POST' })
    expect(response.status).toBe(401)
  })
})

// Last: these change the state (the open draw is closed and the next one opened).
describeEmbedded('running a draw', () => {
  it('the backend asks the site to publish at once (x-revalidate-tags)', async () => {
    // In a process of its own, on a database of its own (PGlite, even in a PostgreSQL run: global
    // setup keeps DATABASE_URL out of the environment): the site's /servicios face consumes this
    // header (it revalidates the tags itself), so HTTP cannot show it.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-draw-run-'))
    try {
      const output = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          [
            path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'),
            'packages/reference-backend/tests/support/run-draw-in-process.ts',
          ],
          // A fresh database is migrated and seeded first: over a minute on a loaded CI machine.
          { env: { ...process.env, EMBEDDED_DATA_DIR: dataDir }, timeout: 240_000 },
          (error, stdout, stderr) =>
            error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
        ),
      )
      const last = output.trim().split('\n').pop() ?? ''
      expect(JSON.parse(last)).toEqual({ status: 200, error: false, tags: 'draws,winners' })
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 300_000)

  it('closes the current draw with a consistent result and opens the next Sunday', async () => {
    const before = await datos<Draw>('rest/sorteos/actual')
    const run = await operator<{
      sorteo: Draw
      siguiente: Draw
      ganadores: Record<string, number>
    }>('POST', 'sorteos/ejecutar')
    expect(run.status).toBe(200)
    // Present when the backend is reached directly; the site's face turns it into revalidation.
    const tags = run.response.headers.get('x-revalidate-tags')
    if (tags !== null) expect(tags).toBe('draws,winners')
    expect(run.body?.error).toBe(false)
    const ran = { datos: run.body!.datos! }
    const {
      pozo: _pozo,
      cierreVentas: _cierre,
      fase: _fase,
      ...beforePlain
    } = before as Draw & { pozo?: unknown; cierreVentas?: unknown; fase?: unknown }
    expect(ran.datos.sorteo).toEqual(beforePlain)
    expect(ran.datos.siguiente).toEqual(drawShape)
    expect(Date.parse(ran.datos.siguiente.fecha) - Date.parse(before.fecha)).toBe(WEEK)
    expect(isSundayAt20(ran.datos.siguiente.fecha)).toBe(true)

    const {
      pozo: _next,
      cierreVentas: _nextClose,
      fase: _nextPhase,
      ...opened
    } = await datos<Draw & { pozo?: unknown; cierreVentas?: unknown; fase?: unknown }>(
      'rest/sorteos/actual',
    )
    expect(opened).toEqual(ran.datos.siguiente)
    const past = await datos<Draw[]>('rest/sorteos/anteriores')
    expect(past[0]).toEqual(beforePlain)
    const plays = await checkResultAgainstCards(before.id)
    expect(ran.datos.ganadores).toEqual(
      Object.fromEntries(plays.map((play) => [play.nombreJugada, play.cantidadGanadores])),
    )
    const open = await get(`rest/sorteos/resultados-agrupados/${ran.datos.siguiente.id}`)
    expect(open.body).toEqual({ error: true, mensaje: NO_RESULT })
    const pool = await operatorDatos<string[]>(
      `sorteos/${ran.datos.siguiente.id}/cartones?cantidad=100`,
    )
    expect(pool).toHaveLength(100)
  }, 30_000)

  it('refuses to run again a draw named in the request once it has run', async () => {
    const past = await datos<Draw[]>('rest/sorteos/anteriores')
    const actual = await datos<Draw>('rest/sorteos/actual')
    const again = await operator('POST', 'sorteos/ejecutar', { sorteoId: past[0]!.id })
    expect(again.body).toEqual({
      error: true,
      mensaje: `El sorteo N° ${past[0]!.id} no es el sorteo abierto: ya fue ejecutado o todavía no existe.`,
    })
    expect(await datos<Draw>('rest/sorteos/actual')).toEqual(actual)
  })

  it('the CLI runs the next draw and prints every play', async () => {
    const before = await datos<Draw>('rest/sorteos/actual')
    const cli = await operatorCli('sortear')
    expect(cli.code).toBe(0)
    for (const play of ['Tradicional', 'Revancha', 'Siempre Sale', 'Azar']) {
      expect(cli.stdout).toContain(`${play}: `)
    }
    expect(cli.stdout).toContain(before.identificador)
    const after = await datos<Draw>('rest/sorteos/actual')
    expect(after.id).toBe(before.id + 1)
    expect(cli.stdout).toContain(after.identificador)
  }, 30_000)
})
