import http from 'node:http'
import { budget } from '../support/time'
import type { ChildProcess } from 'node:child_process'
import { expect, test } from '../support/fixtures'
import { startOwnServer, stopOwnServer, waitForOwnServer } from '../support/own-server'

// A backend without the live draw's calls (only docs/product.md §7's): /sorteo-en-vivo shows the
// waiting state with the latest result, and no error. The backend is a small stub on E2E_PORT + 11
// answering 404 to everything it does not know; the site runs on E2E_PORT + 12 against it.

const E2E_PORT = Number(process.env.E2E_PORT) || 3100
const STUB_PORT = E2E_PORT + 11
const SITE_PORT = E2E_PORT + 12
const SITE = `http://localhost:${SITE_PORT}`

const NEXT = {
  id: 1400,
  identificador: 'Sorteo N° 1400',
  fecha: '2099-01-04T23:00:00.000Z',
  imagenCarton: '',
}
const LAST = {
  id: 1399,
  identificador: 'Sorteo N° 1399',
  fecha: '2098-12-28T23:00:00.000Z',
  imagenCarton: '',
}
const RESULT = JSON.stringify([
  {
    azar: false,
    nombreJugada: 'Tradicional',
    cantidadGanadores: 1,
    bolillas: '07,13,22',
    premios: [{ aciertos: 15, nroGanadores: 1, premio: 5000000 }],
  },
])

const ok = (datos: unknown) => JSON.stringify({ error: false, mensaje: 'OK', datos })
const seen: string[] = []

let stub: http.Server
let site: ChildProcess

test.beforeAll(async () => {
  test.setTimeout(budget(150_000))
  stub = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stub').pathname
    seen.push(path)
    response.setHeader('content-type', 'application/json')
    if (path === '/servicios/rest/sorteos/actual') return response.end(ok(NEXT))
    if (path === '/servicios/rest/sorteos/anteriores') return response.end(ok([LAST]))
    if (path === `/servicios/rest/sorteos/resultados-agrupados/${LAST.id}`) {
      return response.end(ok({ ...LAST, resultado: RESULT }))
    }
    response.statusCode = 404
    response.end(JSON.stringify({ error: true, mensaje: 'Recurso no encontrado' }))
  })
  await new Promise<void>((resolve) => stub.listen(STUB_PORT, '127.0.0.1', resolve))
  site = startOwnServer(SITE_PORT, { BACKEND_URL: `http://127.0.0.1:${STUB_PORT}` })
  await waitForOwnServer(`${SITE}/robots.txt`)
})

test.afterAll(async () => {
  if (site) await stopOwnServer(site)
  await new Promise((resolve) => stub?.close(resolve))
})

test('without the live calls the page waits for the next draw and shows the latest result', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: SITE })
  const page = await context.newPage()
  // The site was built on the demo data (latest result 1287) but, like a deploy, starts with no
  // data cache (support/own-server.ts): the first visitor's first snapshot is this backend's.
  const firstSnapshot = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/en-vivo',
  )
  await page.goto('/sorteo-en-vivo')
  expect((await (await firstSnapshot).json()).resultadoSorteo?.id).toBe(LAST.id)
  await expect(page.getByRole('heading', { name: 'Todavía no empezó' })).toBeVisible()
  await expect(page.getByText('El próximo sorteo es el 04/01/2099 a las 20:00.')).toBeVisible()
  await expect(page.getByRole('timer', { name: 'Falta para el sorteo' })).toHaveText(
    /días \d\d h \d\d min \d\d s$/,
  )
  await expect(
    page.getByRole('heading', { name: 'Último resultado: Sorteo N° 1399' }),
  ).toBeVisible()
  // The balls once, as balls (docs/history.md: no second, dotted list of the same numbers).
  await expect(
    page.getByRole('list', { name: 'Bolillas de Tradicional' }).getByRole('listitem'),
  ).toHaveText(['07', '13', '22'])
  await expect(page.getByText('07 · 13 · 22')).toHaveCount(0)
  await expect(page.getByText('No pudimos cargar el sorteo en vivo')).toHaveCount(0)
  expect(seen).toContain('/servicios/rest/sorteos/en-vivo')
  await context.close()
})
