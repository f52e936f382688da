import { expect, test } from '../support/fixtures'
import { asuncionDate, previousDraws } from './support'

// Issue 27 (docs/history.md): every draw its own page, found by search and shared on WhatsApp.

const meta = (page: import('@playwright/test').Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first()

test('a draw page names its draw in the title, the description and the social tags', async ({
  page,
  request,
}) => {
  const draws = await previousDraws(request)
  const draw = draws[1]!
  const fecha = asuncionDate(draw.fecha)
  await page.goto(`/resultados/${draw.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Resultados del ${draw.identificador}`,
  )
  await expect(page).toHaveTitle(new RegExp(`^Resultados del ${draw.identificador} del ${fecha}`))
  await expect(meta(page, 'description')).toHaveAttribute(
    'content',
    new RegExp(`${draw.identificador} del ${fecha}\\. \\S+: \\d+`),
  )
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical!).pathname).toBe(`/resultados/${draw.id}`)
  await expect(meta(page, 'og:title')).toHaveAttribute('content', new RegExp(draw.identificador))
  await expect(meta(page, 'og:url')).toHaveAttribute('content', /^https?:\/\/.+\/resultados\/\d+$/)
  await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
  const image = await meta(page, 'og:image').getAttribute('content')
  // Next names the picture's route (a suffix inside a route group): any of this draw's.
  expect(new URL(image!).pathname).toMatch(new RegExp(`^/resultados/${draw.id}/opengraph-image`))
  await expect(meta(page, 'og:image:width')).toHaveAttribute('content', '1200')
  await expect(meta(page, 'twitter:image')).toHaveAttribute('content', image!)

  // The picture itself: a 1200×630 PNG, small enough for WhatsApp's preview.
  const png = await request.get(new URL(image!).pathname)
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
  const bytes = await png.body()
  expect(bytes.readUInt32BE(16)).toBe(1200)
  expect(bytes.readUInt32BE(20)).toBe(630)
  expect(bytes.length).toBeLessThan(300_000)

  // The draw as structured data.
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as { '@type': string; name: string; url: string }
  expect(jsonLd['@type']).toBe('Event')
  expect(jsonLd.name).toContain(draw.identificador)
  expect(new URL(jsonLd.url).pathname).toBe(`/resultados/${draw.id}`)
})

test('draw pages link to each other, to their card check, and from /resultados', async ({
  page,
  request,
}) => {
  const draws = await previousDraws(request)
  await page.goto('/resultados')
  const latest = page.getByRole('navigation', { name: 'Últimos sorteos' })
  for (const draw of draws.slice(0, 3))
    await expect(latest.locator(`a[href="/resultados/${draw.id}"]`)).toHaveCount(1)
  // The dropdown stays as docs/product.md §2 has it.
  await expect(page.getByLabel('Sorteo del').locator('option')).toHaveCount(draws.length)

  const [newer, draw, older] = [draws[0]!, draws[1]!, draws[2]!]
  await page.goto(`/resultados/${draw.id}`)
  const pager = page.getByRole('navigation', { name: 'Otros sorteos' })
  await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', `/resultados/${older.id}`)
  await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', `/resultados/${newer.id}`)
  await page.getByRole('link', { name: `Verificá tu cartón del ${draw.identificador}` }).click()
  await expect(page).toHaveURL(/#verificar$/)
  await expect(page.locator('#verificar select[name="sorteo"]')).toHaveValue(String(draw.id))

  await pager.locator('a[rel="prev"]').click()
  await expect(page).toHaveURL(new RegExp(`/resultados/${older.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Resultados del ${older.identificador}`,
  )
  // The newest draw has no next one.
  await page.goto(`/resultados/${newer.id}`)
  await expect(pager.locator('a[rel="next"]')).toHaveCount(0)
  await expect(page.getByRole('timer', { name: 'Falta para el próximo sorteo' })).toHaveText(
    /^(\d+ días? )?\d\d h \d\d min \d\d s$/,
  )
})

test('the share button sends the draw to WhatsApp, or to the phone’s share sheet', async ({
  page,
  request,
}) => {
  const draw = (await previousDraws(request))[0]!
  await page.goto(`/resultados/${draw.id}`)
  const share = page.getByRole('link', { name: 'Compartir resultados' })
  const href = new URL((await share.getAttribute('href'))!)
  expect(href.origin + href.pathname).toBe('https://wa.me/')
  expect(href.searchParams.get('text')).toMatch(
    new RegExp(`^Resultados del ${draw.identificador} del .+ https?://.+/resultados/${draw.id}$`),
  )

  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.assign(window, { shared })
    navigator.share = async (data?: ShareData) => {
      shared.push(data ?? {})
    }
  })
  await page.reload()
  await page.getByRole('link', { name: 'Compartir resultados' }).click()
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)
  expect(shared).toHaveLength(1)
  expect(shared[0]!.url).toMatch(new RegExp(`/resultados/${draw.id}$`))
  await expect(page).toHaveURL(new RegExp(`/resultados/${draw.id}$`))
})

test('a draw that does not exist is a 404; the feed and the sitemap list the draws', async ({
  request,
}) => {
  expect((await request.get('/resultados/999999')).status()).toBe(404)
  expect((await request.get('/resultados/abc')).status()).toBe(404)

  const draws = await previousDraws(request)
  const feed = await request.get('/resultados/feed.xml')
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  const xml = await feed.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
  expect(xml).toContain(`/resultados/${draws[0]!.id}</link>`)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const draw of draws)
    expect(sitemap).toMatch(
      new RegExp(`/resultados/${draw.id}</loc>\\s*<lastmod>${draw.fecha.slice(0, 10)}`),
    )
})
