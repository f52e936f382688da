/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gate, gatedCopy } from '@/lib/draws/week-gate.mjs'
import { readWeekStateAnswer } from '@/lib/draws/week-state'

// The week's pages are rendered afresh for their first request after a change of the week
// (lib/draws/week-gate.mjs): never a copy kept from before it.

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers: { ...headers } as Record<string, string | undefined>,
})

function gateState(changedAt: number) {
  return {
    changedAt,
    renewed: new Map<string, number>(),
    previewId: 'id-de-la-build',
    forced: 0,
    reachable: true,
  }
}

test('only the week pages, by path, page and RSC payload apart', () => {
  expect(gatedCopy(request('/home'))).toBe('/home')
  expect(gatedCopy(request('/home?_rsc=1a2b', { rsc: '1' }))).toBe('/home rsc')
  // A query the middleware may act on (a shared link's redirect): never skipped past it.
  expect(gatedCopy(request('/resultados?sorteo=12'))).toBeUndefined()
  expect(gatedCopy(request('/home', { rsc: '1' }))).toBe('/home rsc')
  expect(gatedCopy(request('/precios'))).toBe('/precios')
  expect(gatedCopy(request('/resultados/1287'))).toBeUndefined()
  // The root only redirects to /home.
  expect(gatedCopy(request('/'))).toBeUndefined()
  expect(gatedCopy(request('/home', {}, 'POST'))).toBeUndefined()
})

test('the first request after a change is rendered afresh, the next ones are not', () => {
  const own = gateState(1_000)
  const first = request('/home')
  expect(gate(first, own, 2_000)).toBe(true)
  expect(first.headers['x-prerender-revalidate']).toBe('id-de-la-build')
  const second = request('/home')
  expect(gate(second, own, 2_001)).toBe(false)
  expect(second.headers['x-prerender-revalidate']).toBeUndefined()
  // Its RSC payload is its own copy.
  expect(gate(request('/home', { rsc: '1' }), own, 2_002)).toBe(true)
  // The week changes: again once.
  own.changedAt = 3_000
  expect(gate(request('/home'), own, 3_001)).toBe(true)
  expect(gate(request('/home'), own, 3_002)).toBe(false)
  expect(own.forced).toBe(3)
})

test('with the backend away, the kept copy is served: nothing is marked', () => {
  const own = { ...gateState(1_000), reachable: false }
  expect(gate(request('/home'), own, 2_000)).toBe(false)
  own.reachable = true
  expect(gate(request('/home'), own, 2_001)).toBe(true)
})

test('without a build to read the preview id from, nothing is marked', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'week-gate-'))
  const cwd = process.cwd()
  try {
    process.chdir(dir)
    const own = { ...gateState(1_000), previewId: undefined }
    expect(gate(request('/home'), own, 2_000)).toBe(false)
  } finally {
    process.chdir(cwd)
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('an open page reads /api/semana without zod, and nothing else as the week', () => {
  expect(readWeekStateAnswer({ sorteoId: 1289, fase: 'VENTAS_CERRADAS' })).toEqual({
    sorteoId: 1289,
    fase: 'VENTAS_CERRADAS',
  })
  expect(readWeekStateAnswer({ sorteoId: null, fase: 'SIN_SORTEO' })).toEqual({
    sorteoId: null,
    fase: 'SIN_SORTEO',
  })
  expect(readWeekStateAnswer({ sorteoId: 1289, fase: 'CERRADO' })).toBeNull()
  expect(readWeekStateAnswer({ error: true, mensaje: 'Servicio no disponible' })).toBeNull()
})
