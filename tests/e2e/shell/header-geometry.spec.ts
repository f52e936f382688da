import type { Page } from '@playwright/test'
import { DEMO_PLAYER, VERIFIED_PLAYER, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'

// Issue 14 (docs/history.md), point 1: at a common laptop width the header was wider than the
// window ("Mi Cuenta" or "Registrate" off-screen), and logged in "Mi Cuenta" wrapped and the header
// grew from 64 to 71 px, so every page shifted when the session hint arrived. The header keeps one
// height and every one of its controls lies inside the window, at every width and in every state.
const WIDTHS = [320, 375, 768, 1024, 1280, 1300, 1366, 1440, 1550, 1920]
const HEADER_HEIGHT = 64

interface Box {
  name: string
  left: number
  right: number
  top: number
  bottom: number
}

async function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('body > header, header')!
    // The bar's own coordinates: a notice above it (the demo's) moves it down the page.
    const barTop = header.getBoundingClientRect().top
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
    }
    // Links and buttons of the header bar itself (the closed sidebar and the closed Mi Cuenta menu
    // take no room).
    const controls: Box[] = [...header.querySelectorAll('a, button, [role="timer"]')]
      .filter((element) => visible(element) && !element.closest('dialog, [hidden]'))
      .map((element) => {
        const box = element.getBoundingClientRect()
        const name = (element.getAttribute('aria-label') || element.textContent || '').trim()
        return {
          name,
          left: box.left,
          right: box.right,
          top: box.top - barTop,
          bottom: box.bottom - barTop,
        }
      })
    return {
      height: header.getBoundingClientRect().height,
      pageWidth: document.documentElement.scrollWidth,
      controls,
    }
  })
}

async function expectHeaderFits(page: Page, state: string, expectedNames: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const label = `${state} at ${width} px`
    await expect
      .poll(async () => (await measure(page)).height, { message: label })
      .toBe(HEADER_HEIGHT)
    const { height, pageWidth, controls } = await measure(page)
    expect(height, label).toBe(HEADER_HEIGHT)
    expect(pageWidth, `${label}: page width`).toBeLessThanOrEqual(width)
    for (const control of controls) {
      expect(control.left, `${label}: ${control.name}`).toBeGreaterThanOrEqual(0)
      expect(control.right, `${label}: ${control.name}`).toBeLessThanOrEqual(width)
      // One line: nothing in the bar is taller than the bar.
      expect(control.top, `${label}: ${control.name}`).toBeGreaterThanOrEqual(0)
      expect(control.bottom, `${label}: ${control.name}`).toBeLessThanOrEqual(HEADER_HEIGHT)
    }
    const names = controls.map((control) => control.name)
    for (const name of expectedNames) expect(names, label).toContain(name)
    if (width >= 1280) {
      for (const name of ['Inicio', 'Distribuidores', 'Comprar Cartón'])
        expect(names, label).toContain(name)
    } else {
      expect(names, label).toContain('Abrir menú')
    }
  }
}

for (const font of ['Nunito', 'the fallback font']) {
  test(`logged out, with ${font}, the header keeps one height and fits the window`, async ({
    page,
  }) => {
    // The fallback font shows until Nunito arrives: both must fit.
    if (font !== 'Nunito') await page.route(/\.woff2$/, (route) => route.abort())
    await page.goto('/home')
    await expectHeaderFits(page, 'logged out', ['Iniciar sesión'])
  })
}

for (const player of [DEMO_PLAYER, VERIFIED_PLAYER]) {
  for (const font of ['Nunito', 'the fallback font']) {
    test(`logged in as ${player.nombre}, with ${font}, the header keeps the same height and fits`, async ({
      page,
    }) => {
      if (font !== 'Nunito') await page.route(/\.woff2$/, (route) => route.abort())
      await logIn(page, player.email, player.password)
      await page.goto('/home')
      await expect(page.getByRole('button', { name: 'Mi Cuenta' })).toBeVisible()
      await expect(page.getByTestId('server-clock')).toContainText(/\d\d:\d\d:\d\d/)
      await expectHeaderFits(page, `logged in as ${player.nombre}`, ['Mi Cuenta', 'Hora oficial'])
    })
  }
}
