import { expect, test } from './support/fixtures'

test.use({ consentDecided: false })

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    accepted: localStorage.getItem('cookiesAccepted'),
    analytics: localStorage.getItem('preferencia_cookies_analiticas'),
    advertising: localStorage.getItem('preferencia_cookies_publicitarias'),
  }))

/** Configurar Cookies once the page is hydrated (before, it opens nothing yet). */
async function openPreferences(page: import('@playwright/test').Page) {
  const configure = page.getByRole('button', { name: 'Configurar Cookies' })
  await expect(configure).toHaveAttribute('aria-haspopup', 'dialog')
  await configure.click()
}

test('Aceptar stores the choice and the banner does not return', async ({ page }) => {
  await page.goto('/home')
  const banner = page.getByRole('region', { name: 'Aviso de cookies' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Aceptar' }).click()
  await expect(banner).toBeHidden()
  expect(await stored(page)).toEqual({ accepted: 'true', analytics: 'true', advertising: 'true' })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner).toBeHidden()
})

test('Declinar stores the choice and the banner does not return', async ({ page }) => {
  await page.goto('/la-empresa')
  const banner = page.getByRole('region', { name: 'Aviso de cookies' })
  await banner.getByRole('button', { name: 'Declinar' }).click()
  await expect(banner).toBeHidden()
  expect((await stored(page)).accepted).toBe('false')
  await page.goto('/reglamento')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner).toBeHidden()
})

test('the preferences modal stores the chosen categories', async ({ page }) => {
  await page.goto('/home')
  await openPreferences(page)
  const modal = page.getByRole('dialog', { name: 'Centro de preferencia de la privacidad' })
  await expect(modal).toBeVisible()
  const width = await modal.evaluate((el) => el.getBoundingClientRect().width)
  expect(width).toBe(600)
  await expect(modal.getByText('Siempre activas')).toBeVisible()
  await expect(modal.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
    'href',
    '/politica-de-privacidad',
  )

  const analytics = modal.getByRole('button', { name: /Cookies analíticas/ })
  await analytics.click()
  await expect(modal.getByText(/contar las visitas/)).toBeVisible()

  await modal.getByRole('switch', { name: 'Cookies publicitarias' }).check()
  await modal.getByRole('button', { name: 'Confirmar mis preferencias' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Cookies guardadas con éxito')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible()
  expect(await stored(page)).toEqual({ accepted: 'true', analytics: 'false', advertising: 'true' })

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden()
})

test('Permitirlas todas and Rechazarlas todas store both categories', async ({ page }) => {
  await page.goto('/home')
  await openPreferences(page)
  await page.getByRole('button', { name: 'Permitirlas todas' }).click()
  expect(await stored(page)).toEqual({ accepted: 'true', analytics: 'true', advertising: 'true' })

  await page.evaluate(() => localStorage.clear())
  await page.reload()
  await openPreferences(page)
  await page.getByRole('button', { name: 'Rechazarlas todas' }).click()
  expect(await stored(page)).toEqual({ accepted: 'true', analytics: 'false', advertising: 'false' })
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden()
})

test('the modal works with the keyboard and Escape closes it', async ({ page }) => {
  await page.goto('/home')
  const configure = page.getByRole('button', { name: 'Configurar Cookies' })
  // The banner is in the static HTML; Configurar Cookies opens its modal once the page is hydrated
  // (it says so then), Aceptar and Declinar work before.
  await expect(configure).toHaveAttribute('aria-haspopup', 'dialog')
  await configure.focus()
  await page.keyboard.press('Enter')
  const modal = page.getByRole('dialog', { name: 'Centro de preferencia de la privacidad' })
  await expect(modal).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible()
})
