import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { sealData } from 'iron-session'
import { expect, test } from '../support/fixtures'

// The same build, started against a backend that never answers and against one that is stopped:
// cached public pages keep serving their last good version; uncached answers say, in Spanish,
// that the service is unavailable; nothing answers 500.

const SESSION_SECRET = 'faults-test-session-secret-0123456789-abcdefghij'

const SCENARIOS = [
  { name: 'never answers', port: 3301, hang: true },
  { name: 'is stopped', port: 3302, hang: false },
]

for (const scenario of SCENARIOS) {
  test.describe(`when the backend ${scenario.name}`, () => {
    let backend: net.Server | undefined
    let site: ChildProcess
    let backendUrl: string
    const base = `http://localhost:${scenario.port}`

    test.beforeAll(async () => {
      if (scenario.hang) {
        // Accepts connections and never says a word.
        backend = net.createServer(() => undefined)
        await new Promise<void>((resolve) => backend!.listen(0, '127.0.0.1', resolve))
        backendUrl = `http://127.0.0.1:${(backend.address() as net.AddressInfo).port}`
      } else {
        backendUrl = 'http://127.0.0.1:9' // nothing listens on the discard port
      }
      site = spawn(process.execPath, ['scripts/test/serve-test.mjs', String(scenario.port)], {
        env: {
          ...process.env,
          BACKEND_URL: backendUrl,
          BACKEND_TIMEOUT_MS: '1500',
          SESSION_SECRET,
        },
        stdio: 'ignore',
      })
      await waitUntilUp(`${base}/robots.txt`)
    })

    test.afterAll(async () => {
      // A site that could not start (its port taken) has exited already and sends no more events.
      if (site.exitCode === null && site.signalCode === null) {
        const exited = new Promise((resolve) => site.once('exit', resolve))
        site.kill('SIGTERM')
        await exited
      }
      backend?.close()
    })

    test('cached public pages still render', async ({ page }) => {
      for (const path of ['/la-empresa', '/preguntas-frecuentes', '/home']) {
        const response = await page.goto(`${base}${path}`)
        expect(response?.status(), path).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
          'Servicio no disponible',
        )
      }
      await page.goto(`${base}/la-empresa`)
      await expect(page.getByText('Sorteos del Paraguay S.A.').first()).toBeVisible()
    })

    test('an uncached account page says the service is unavailable, with a retry', async ({
      page,
      context,
    }) => {
      const sealed = await sealData(
        {
          user: {
            id: 1,
            email: 'jugador@demo.com.py',
            nombre: 'María',
            rol: 'JUGADOR',
            tipo: 'WEB',
          },
          backendCookies: { SESION: 'x', 'XSRF-TOKEN': 'y' },
        },
        { password: SESSION_SECRET, ttl: 3600 },
      )
      await context.addCookies([
        { name: 'loteria_sesion', value: sealed, url: base, httpOnly: true, sameSite: 'Lax' },
      ])
      const response = await page.goto(`${base}/mi-cuenta/datos-personales`)
      // 503, so monitors and caches see it; the page is still the Spanish one.
      expect(response?.status()).toBe(503)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicio no disponible')
      await expect(
        page.getByText('No pudimos conectarnos con el servicio en este momento.', {
          exact: false,
        }),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible()
    })

    test('logging in says the service is unavailable and keeps what was typed', async ({
      page,
    }) => {
      await page.goto(`${base}/login`)
      await page.getByLabel('Correo electrónico').fill('jugador@demo.com.py')
      await page.getByLabel('Contraseña', { exact: true }).fill('demo1234')
      await page.getByRole('button', { name: 'Ingresar' }).click()
      await expect(
        page
          .getByRole('alert')
          .getByText('Servicio no disponible momentáneamente. Intentá de nuevo en unos minutos.'),
      ).toBeVisible()
      await expect(page.getByLabel('Correo electrónico')).toHaveValue('jugador@demo.com.py')
    })

    test('an uncached answer says the service is unavailable, in Spanish, without a 500', async ({
      request,
    }) => {
      const response = await request.get(`${base}/api/hora-servidor`)
      expect(response.status()).toBe(503)
      expect(await response.json()).toEqual({
        error: true,
        mensaje: 'Servicio no disponible momentáneamente. Intentá de nuevo en unos minutos.',
      })
    })
  })
}

async function waitUntilUp(url: string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not come up`)
}
