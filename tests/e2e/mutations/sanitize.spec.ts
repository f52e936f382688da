import { backendGet, operator, revalidate } from '../support/backend'
import { expect, test } from '../support/fixtures'

// Runs after the read-only suites (its own project): it rewrites a page's backend content.

interface PageRecord {
  titulo: string
  descripcion: string
  file: string
  nombre: string
}

test('script tags and event handlers in backend HTML render inert', async ({ page, request }) => {
  const { datos: original } = await backendGet<PageRecord[]>(
    request,
    'info-empresa/terminoscondiciones',
  )
  const hostile: PageRecord[] = [
    {
      titulo: 'Términos con contenido hostil',
      descripcion:
        '<p>Texto seguro del operador.</p>' +
        '<script>window.__pwned = "script"</script>' +
        '<img src="/no-existe.png" onerror="window.__pwned = \'onerror\'">' +
        '<p onclick="window.__pwned = \'onclick\'">Párrafo con manejador.</p>' +
        '<a href="javascript:window.__pwned = \'href\'">Enlace peligroso</a>' +
        '<iframe src="https://example.com"></iframe>',
      file: 'javascript:alert(1)',
      nombre: 'terminos',
    },
  ]
  await operator(request, 'PUT', 'paginas/terminos', hostile)
  try {
    await revalidate(request, ['content'])
    await page.goto('/condiciones')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Términos con contenido hostil',
    )
    await expect(page.getByText('Texto seguro del operador.')).toBeVisible()
    await expect(page.getByText('Párrafo con manejador.')).toBeVisible()

    const article = page.locator('main article')
    await expect(article.locator('script')).toHaveCount(0)
    await expect(article.locator('iframe')).toHaveCount(0)
    await expect(article.locator('[onerror], [onclick]')).toHaveCount(0)
    await expect(page.getByText('Enlace peligroso')).not.toHaveAttribute('href', /javascript:/)
    await expect(page.getByRole('link', { name: 'Descargar documento' })).toHaveCount(0)

    await page.getByText('Párrafo con manejador.').click()
    await page.getByText('Enlace peligroso').click()
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined()
  } finally {
    await operator(request, 'PUT', 'paginas/terminos', original)
    await revalidate(request, ['content'])
  }
  await page.goto('/condiciones')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original[0]!.titulo)
})

test('the revalidate hook refuses a wrong secret and unknown tags', async ({ request }) => {
  const wrong = await request.post('/api/revalidate', {
    data: { tags: ['content'] },
    headers: { authorization: 'Bearer wrong' },
  })
  expect(wrong.status()).toBe(401)
  const unknown = await request.post('/api/revalidate', {
    data: { tags: ['everything'] },
    headers: {
      authorization: `Bearer ${process.env.REVALIDATE_SECRET || 'e2e-revalidate-secret'}`,
    },
  })
  expect(unknown.status()).toBe(400)
})

test('operator endpoints refuse requests without the operator token', async ({ request }) => {
  const response = await request.put('/servicios/operador/paginas/terminos', { data: [] })
  expect(response.status()).toBe(401)
})
