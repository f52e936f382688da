import { execFile } from 'node:child_process'
import path from 'node:path'
import { XSRF_COOKIE, XSRF_HEADER } from '@loteria/contract'

// Plain HTTP to the backend's /servicios face, keeping the backend's cookies by hand (as the
// site does inside its own session), for the embedded accounts contract tests.

export const OPERATOR_TOKEN =
  process.env.OPERATOR_TOKEN || 'contract-operator-token-of-the-test-server'

export interface Answer<T = unknown> {
  status: number
  body: { error: boolean; mensaje: string; datos?: T; [key: string]: unknown }
  setCookies: string[]
  headers: Headers
}

interface CallOptions {
  query?: Record<string, string | number>
  body?: unknown
  headers?: Record<string, string>
  /** Leave out X-XSRF-TOKEN on a non-GET call. */
  withoutXsrf?: boolean
}

function servicios(pathname: string): URL {
  const origin = process.env.BACKEND_URL
  if (!origin)
    throw new Error('BACKEND_URL is not set (tests/support/servers/global-setup.mjs sets it)')
  return new URL(`/servicios/${pathname}`, origin)
}

export class BackendClient {
  cookies = new Map<string, string>()

  async call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    pathname: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const url = servicios(pathname)
    for (const [key, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(key, String(value))
    }
    const headers = new Headers(options.headers)
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    const xsrf = this.cookies.get(XSRF_COOKIE)
    if (method !== 'GET' && xsrf && !options.withoutXsrf) headers.set(XSRF_HEADER, xsrf)
    let body: string | undefined
    if (options.body !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(options.body)
    }
    const response = await fetch(url, { method, headers, body })
    const setCookies = response.headers.getSetCookie()
    for (const cookie of setCookies) {
      const [pair = '', ...attributes] = cookie.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '') {
        this.cookies.delete(name)
      } else this.cookies.set(name, value)
    }
    return {
      status: response.status,
      body: await response.json(),
      setCookies,
      headers: response.headers,
    }
  }

  async login(username: string, password: string, ip?: string) {
    return this.call<never>('POST', 'login', {
      query: { username, password },
      headers: ip ? { 'x-forwarded-for': ip } : {},
    })
  }
}

/** A logged-in client and the player's id; fails the test when the login is refused. */
export async function loggedIn(username: string, password: string, ip?: string) {
  const client = new BackendClient()
  const answer = await client.login(username, password, ip)
  if (answer.body.error) throw new Error(`login of ${username} refused: ${answer.body.mensaje}`)
  const usuario = answer.body.usuario as { id: number }
  return { client, userId: usuario.id }
}

export async function operator<T = unknown>(
  method: 'GET' | 'POST',
  pathname: string,
  body?: unknown,
) {
  const response = await fetch(servicios(`operador/${pathname}`), {
    method,
    headers: {
      authorization: `Bearer ${OPERATOR_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return {
    status: response.status,
    response,
    body: (await response
      .clone()
      .json()
      .catch(() => null)) as Answer<T>['body'] | null,
  }
}

/** Runs `npm run operator -- ...` (the CLI through tsx) against the test server. */
export function operatorCli(
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const root = process.cwd()
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'packages/reference-backend/src/operator/cli.ts',
        ...args,
      ],
      {
        cwd: root,
        env: { ...process.env, OPERATOR_URL: process.env.BACKEND_URL, OPERATOR_TOKEN },
        timeout: 30_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

let counter = 0

/** A registration payload that no other test uses (unique e-mail and document). */
export function newPlayer(overrides: Record<string, unknown> = {}) {
  counter += 1
  const stamp = `${Date.now() % 10_000_000}${counter}`
  const email = `jugador.${stamp}@prueba.com.py`
  return {
    nombre: 'Ana',
    apellido: 'Ramírez',
    email,
    confirmarEmail: email,
    password: 'clave123',
    telefono: '0971 555444',
    codigoPais: 1,
    codigoDepartamento: 11,
    codigoCiudad: 1102,
    // Midnight in Asunción, as a browser serialises it (UTC-4 in June 1995).
    fechaNacimiento: '1995-06-15T04:00:00.000Z',
    tipoDocumento: 'CI',
    documento: stamp,
    sexo: 'F',
    recibirNotificaciones: false,
    aceptarTerminos: true,
    direccionParticular: 'Avda. España 1234',
    tokenRecaptcha: '',
    ...overrides,
  }
}

export async function register(overrides: Record<string, unknown> = {}) {
  const player = newPlayer(overrides)
  const answer = await new BackendClient().call('POST', 'rest/usuarios/agregar', { body: player })
  return { player, answer }
}
