import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { operator } from './backend'

// Players for browser tests: each test that changes an account makes its own, through the
// backend's registration call, so tests never step on each other.

export const DEMO_PLAYER = { email: 'jugador@demo.com.py', password: 'demo1234', nombre: 'María' }
export const VERIFIED_PLAYER = {
  email: 'verificado@demo.com.py',
  password: 'demo1234',
  nombre: 'Carlos',
}

let counter = 0

export interface TestPlayer {
  email: string
  password: string
  nombre: string
  apellido: string
  documento: string
  telefono: string
}

export async function createPlayer(
  request: APIRequestContext,
  overrides: Partial<TestPlayer> = {},
): Promise<TestPlayer> {
  counter += 1
  const unique = `${Date.now().toString(36)}${process.pid}${counter}`
  const player: TestPlayer = {
    email: `prueba.${unique}@example.com.py`,
    password: 'secreta123',
    nombre: 'Lucía',
    apellido: 'Prueba',
    documento: String(5_000_000 + Math.floor(Math.random() * 4_000_000)),
    telefono: '0981 555 123',
    ...overrides,
  }
  const response = await request.post('/servicios/rest/usuarios/agregar', {
    headers: { scope: 'publico' },
    data: {
      nombre: player.nombre,
      apellido: player.apellido,
      email: player.email,
      confirmarEmail: player.email,
      password: player.password,
      telefono: player.telefono,
      codigoPais: 1,
      codigoDepartamento: 11,
      codigoCiudad: 1101,
      fechaNacimiento: '1990-05-14T00:00:00.000Z',
      tipoDocumento: 'CI',
      documento: player.documento,
      sexo: 'F',
      recibirNotificaciones: false,
      aceptarTerminos: true,
      direccionParticular: 'Calle Palma 123',
      tokenRecaptcha: '',
    },
  })
  const body = (await response.json()) as { error: boolean; mensaje: string }
  if (body.error) throw new Error(`registration failed: ${body.mensaje}`)
  return player
}

export async function logIn(page: Page, email: string, password: string, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page.getByRole('button', { name: 'Mi Cuenta' })).toBeVisible()
}

export async function lastEmailLink(request: APIRequestContext, email: string): Promise<string> {
  const { datos } = (await operator(
    request,
    'GET',
    `correos?para=${encodeURIComponent(email)}`,
  )) as {
    datos: { enlace: string }[]
  }
  const link = datos[0]?.enlace
  if (!link) throw new Error(`no e-mail for ${email}`)
  return link
}

/** A small valid PNG (1×1), for verification uploads. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
