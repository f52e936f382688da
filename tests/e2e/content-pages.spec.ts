import { backendGet, firstParagraphText } from './support/backend'
import { expect, test } from './support/fixtures'

interface PageRecord {
  titulo: string
  descripcion: string
}

const PAGES = [
  { path: '/la-empresa', backend: 'info-empresa/empresa' },
  { path: '/reglamento', backend: 'info-empresa/reglamento' },
  { path: '/condiciones', backend: 'info-empresa/terminoscondiciones' },
  { path: '/autoexclusion', backend: 'info-empresa/ludopatia' },
  { path: '/politica-de-privacidad', backend: 'info-empresa/politica-cookies/politica_privacidad' },
]

for (const { path, backend } of PAGES) {
  test(`${path} shows the backend's title and text`, async ({ page, request }) => {
    const { datos } = await backendGet<PageRecord[]>(request, backend)
    const first = datos[0]!
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.titulo)
    await expect(
      page.getByText(firstParagraphText(first.descripcion), { exact: false }).first(),
    ).toBeVisible()
    await expect(page).toHaveTitle(
      new RegExp(`\\| ${process.env.NEXT_PUBLIC_SITE_NAME || 'Sorteo Semanal'}$`),
    )
  })
}

test('/certificaciones lists every certification with its title and description', async ({
  page,
  request,
}) => {
  const { datos } = await backendGet<PageRecord[]>(request, 'info-empresa/certificaciones')
  await page.goto('/certificaciones')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificaciones')
  for (const record of datos) {
    await expect(page.getByRole('heading', { level: 2, name: record.titulo })).toBeVisible()
    await expect(page.getByText(firstParagraphText(record.descripcion)).first()).toBeVisible()
  }
})

test('/preguntas-frecuentes is an accordion of the backend questions', async ({
  page,
  request,
}) => {
  const { datos } = await backendGet<{ pregunta: string; respuesta: string }[]>(
    request,
    'preguntas',
  )
  await page.goto('/preguntas-frecuentes')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes')
  const questions = page.getByRole('button', { expanded: false })
  await expect(page.locator('main').getByRole('button')).toHaveCount(datos.length)

  const first = datos[0]!
  const button = page.getByRole('button', { name: first.pregunta })
  const answer = page.getByRole('region', { name: first.pregunta })
  await expect(answer).toBeHidden()
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(answer).toContainText(firstParagraphText(first.respuesta))
  await button.click()
  await expect(answer).toBeHidden()
  await expect(questions.first()).toBeVisible()
})

test('the FAQ accordion works with the keyboard alone', async ({ page, request }) => {
  const { datos } = await backendGet<{ pregunta: string }[]>(request, 'preguntas')
  await page.goto('/preguntas-frecuentes')
  const second = page.getByRole('button', { name: datos[1]!.pregunta })
  await second.focus()
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Space')
  await expect(second).toHaveAttribute('aria-expanded', 'false')
})
