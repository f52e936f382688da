import {
  chromium,
  type Browser,
  type BrowserContext,
  type LaunchOptions,
  type Page,
} from '@playwright/test'
import { budget } from '../support/time'
import { CONSENT_KEYS } from '../../../lib/cookie-consent'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'
import { losingCards, previousDraws, winningCards } from '../draws/support'
import { modulesOfSvg, modulesOfText, writeY4m } from './qr-video'

// "Escanear cartón": the card check reads a cartón's QR code with the camera. Chromium's fake
// camera shows a Y4M file made here from a QR picture; the site decodes it with BarcodeDetector
// or, in this Linux Chromium which has none, the ZXing WebAssembly served from /scanner/.

const FORM = 'Verificá tu cartón'

test.describe('with a camera', () => {
  let browser: Browser | undefined
  test.afterEach(async () => {
    await browser?.close()
    browser = undefined
  })

  /** A page in a browser of its own whose camera shows `video`. */
  async function cameraPage(
    launchOptions: LaunchOptions,
    baseURL: string,
    video: string,
  ): Promise<{ page: Page; context: BrowserContext }> {
    // The configuration's browser and flags (playwright.config.ts), plus the fake camera.
    browser = await chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    })
    const context = await browser.newContext({
      baseURL,
      locale: 'es-PY',
      timezoneId: 'America/Asuncion',
      permissions: ['camera'],
    })
    await context.addInitScript(
      (key) => window.localStorage.setItem(key, 'false'),
      CONSENT_KEYS.accepted,
    )
    return { page: await context.newPage(), context }
  }

  test('a winning cartón’s QR, as the site draws it, fills the form and shows the prize', async ({
    launchOptions,
    baseURL,
    request,
  }, testInfo) => {
    const [latest] = await previousDraws(request)
    const [winner] = await winningCards(request, latest!.id)
    const picture = await request.get(
      `/api/carton-qr?carton=${winner!.numero}&sorteo=${latest!.id}`,
    )
    const video = testInfo.outputPath('ganador.y4m')
    writeY4m(video, modulesOfSvg(await picture.text()))

    const { page } = await cameraPage(launchOptions, baseURL!, video)
    const foreignHosts = new Set<string>()
    const decoders: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.host !== new URL(baseURL!).host) foreignHosts.add(url.host)
      if (url.pathname.endsWith('.wasm')) decoders.push(url.pathname)
    })
    await page.goto('/home')
    const form = page.getByRole('region', { name: FORM })
    await form.getByRole('button', { name: 'Escanear cartón' }).click()
    const dialog = page.getByRole('dialog', { name: '¡Felicitaciones!' })
    await expect(dialog).toContainText(`N° ${winner!.numero}`, { timeout: 20_000 })
    await expect(dialog).toContainText(winner!.jugada)
    await expect(page.getByRole('dialog', { name: 'Escaneá tu cartón' })).toHaveCount(0)
    await expect(form.getByLabel('Número de cartón')).toHaveValue(winner!.numero)
    await expect(form.getByLabel('Sorteo', { exact: true })).toHaveValue(String(latest!.id))
    // The decoder came from this site, nothing from a CDN.
    expect(decoders.every((p) => /^\/scanner\/zxing_reader-[\d.]+\.wasm$/.test(p))).toBe(true)
    expect([...foreignHosts]).toEqual([])
  })

  test('a QR code that is not one of ours is refused in words; Escape closes', async ({
    launchOptions,
    baseURL,
  }, testInfo) => {
    // Three widths, each waiting up to 20 s for the decoder and one analysed by axe: more than the
    // default 45 s on a busy CI machine.
    test.setTimeout(budget(150_000))
    const video = testInfo.outputPath('ajeno.y4m')
    writeY4m(video, modulesOfText('https://otro.example.com/verificar?carton=004512&sorteo=12'))
    const { page } = await cameraPage(launchOptions, baseURL!, video)
    for (const width of [375, 768, 1366]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 })
      await page.goto('/ganadores')
      const form = page.getByRole('region', { name: FORM })
      const button = form.getByRole('button', { name: 'Escanear cartón' })
      await button.click()
      const scanner = page.getByRole('dialog', { name: 'Escaneá tu cartón' })
      await expect(scanner).toBeVisible()
      await expect(scanner.getByRole('status')).toHaveText(
        'Ese código QR no es de un cartón de este sitio. Apuntá al código impreso en tu cartón.',
        { timeout: 20_000 },
      )
      // Inside the window, nothing sideways.
      const box = (await scanner.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await page.screenshot({ path: `/tmp/qr-scan-${width}.png` })
      if (width === 375) await expectNoAxeViolations(page, 'escáner (código ajeno)')
      // Focus stays in the dialog.
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
      expect(await scanner.evaluate((d) => d.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await expect(scanner).toBeHidden()
      await expect(button).toBeFocused()
      await expect(form.getByLabel('Número de cartón')).toHaveValue('')
    }
  })
})

test.describe('without a camera', () => {
  for (const [name, words] of [
    ['NotFoundError', 'No encontramos una cámara en este dispositivo.'],
    ['NotAllowedError', 'No tenemos permiso para usar la cámara.'],
  ] as const) {
    test(`${name}: the form says so and typing still works`, async ({ page, request }) => {
      await page.addInitScript((error) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('', error))
      }, name)
      const [latest] = await previousDraws(request)
      const [loser] = await losingCards(request, latest!.id)
      await page.goto('/millonarios')
      const form = page.getByRole('region', { name: FORM })
      await form.getByRole('button', { name: 'Escanear cartón' }).click()
      const notice = form.locator('[role="status"]')
      await expect(notice).toContainText(words)
      await expect(notice).toContainText('Podés escribir el número de tu cartón')
      await expect(page.getByRole('dialog', { name: 'Escaneá tu cartón' })).toHaveCount(0)
      await form.getByLabel('Número de cartón').fill(loser!)
      await form.getByRole('button', { name: 'Verificar' }).click()
      await expect(page.getByRole('dialog', { name: '¡Uy! Esta vez no fue' })).toBeVisible()
      await expect(notice).toBeEmpty()
    })
  }
})
