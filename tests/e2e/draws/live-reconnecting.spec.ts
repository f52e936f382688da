import { expect, test } from '../support/fixtures'

// /sorteo-en-vivo when its event stream is refused: the page follows the snapshot and says
// nothing while the snapshot answers; only when neither answers does it say it is reconnecting,
// and the first answer clears that again.

const NOTICE = 'Se cortó la conexión: reconectando…'

// The site's service worker would answer these requests before page.route could see them.
test.use({ serviceWorkers: 'block' })

test('a refused stream is announced only while the snapshot does not answer either', async ({
  page,
}) => {
  await page.route('**/api/en-vivo/eventos**', (route) =>
    route.fulfill({ status: 503, body: 'Servicio no disponible' }),
  )
  let snapshotDown = false
  await page.route('**/api/en-vivo', (route) =>
    snapshotDown ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  )
  // Remembers whether the notice was ever shown, even for a moment (it used to flash).
  await page.addInitScript((notice) => {
    new MutationObserver(() => {
      if (document.body?.innerText.includes(notice)) Object.assign(window, { noticeShown: true })
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, NOTICE)
  const polls = page.waitForRequest('**/api/en-vivo')

  await page.goto('/sorteo-en-vivo')
  await polls
  const notice = page.getByRole('status').filter({ hasText: NOTICE })
  // Several polls answered in the meantime: the page is up to date, nothing to say.
  await page.waitForTimeout(3_000)
  expect(await page.evaluate(() => 'noticeShown' in window)).toBe(false)

  snapshotDown = true
  await expect(notice).toBeVisible()

  snapshotDown = false
  await expect(notice).toHaveCount(0)
})
