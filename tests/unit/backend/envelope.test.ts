/** @jest-environment node */
import { z } from 'zod'
import { parseDatos, parseEnvelope } from '@/lib/backend/envelope'
import {
  BackendError,
  BackendUnavailableError,
  ContractError,
  NotFoundError,
  UnauthorizedError,
} from '@/lib/backend/errors'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('parseEnvelope (docs/product.md §8)', () => {
  it('returns the envelope of a good answer', async () => {
    await expect(
      parseEnvelope(json({ error: false, mensaje: 'OK', datos: [1] })),
    ).resolves.toMatchObject({
      datos: [1],
    })
  })

  it('turns error: true into a BackendError with the backend message', async () => {
    const promise = parseEnvelope(
      json({ error: true, mensaje: 'Usuario o contraseña incorrectos' }),
    )
    await expect(promise).rejects.toBeInstanceOf(BackendError)
    await expect(
      parseEnvelope(json({ error: true, mensaje: 'Usuario o contraseña incorrectos' })),
    ).rejects.toThrow('Usuario o contraseña incorrectos')
  })

  it('uses datos as the message when error: true has no mensaje (collection request)', async () => {
    await expect(
      parseEnvelope(json({ error: true, datos: 'Monto fuera de rango' })),
    ).rejects.toThrow('Monto fuera de rango')
  })

  it('maps 401 to UnauthorizedError', async () => {
    await expect(parseEnvelope(json({ mensaje: 'expirada' }, 401))).rejects.toBeInstanceOf(
      UnauthorizedError,
    )
  })

  it("maps 404 to NotFoundError with 'Recurso no encontrado'", async () => {
    const error = await parseEnvelope(json({}, 404)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as Error).message).toBe('Recurso no encontrado')
  })

  it('treats a 200 with an empty body as an error', async () => {
    await expect(parseEnvelope(new Response('', { status: 200 }))).rejects.toBeInstanceOf(
      BackendUnavailableError,
    )
  })

  it('treats 5xx as the backend being unavailable', async () => {
    await expect(parseEnvelope(json({ error: true }, 503))).rejects.toBeInstanceOf(
      BackendUnavailableError,
    )
  })

  it('rejects a body that is not JSON', async () => {
    await expect(parseEnvelope(new Response('<html>', { status: 200 }))).rejects.toBeInstanceOf(
      ContractError,
    )
  })
})

describe('parseDatos', () => {
  it('validates datos against the schema', () => {
    expect(parseDatos({ datos: [{ n: 1 }] }, z.array(z.object({ n: z.number() })))).toEqual([
      { n: 1 },
    ])
  })

  it('turns a mismatch into a ContractError', () => {
    expect(() => parseDatos({ datos: 'x' }, z.array(z.number()))).toThrow(ContractError)
  })
})
