import { operator } from '../support/backend'
import { expect, test } from '../support/fixtures'

test('contact validation messages appear word for word and nothing typed is lost', async ({
  page,
}) => {
  await page.goto('/contacto')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CONTACTO')
  await expect(page.getByText(/protegido contra el envío automático/)).toBeVisible()
  const send = page.getByRole('button', { name: 'Enviar mensaje' })
  await expect(send).toBeDisabled()
  const touch = async (label: string) => {
    await page.getByLabel(label).focus()
    await page.getByLabel(label).blur()
  }
  await touch('Nombre y apellido')
  await expect(page.getByText('Ingrese un nombre y apellido válido.')).toBeVisible()
  await page.getByLabel('Correo electrónico').fill('sin-arroba')
  await page.getByLabel('Correo electrónico').blur()
  await expect(page.getByText('Ingrese un correo válido.')).toBeVisible()
  await page.getByLabel('Teléfono').fill('abc')
  await page.getByLabel('Teléfono').blur()
  await expect(page.getByText('Ingrese un teléfono válido.')).toBeVisible()
  await touch('Mensaje')
  await expect(page.getByText('Ingrese un mensaje válido.')).toBeVisible()
  await expect(send).toBeDisabled()
})

test('a valid message reaches the backend and the visitor goes home', async ({ page, request }) => {
  const stamp = `Consulta de prueba ${Date.now()}`
  await page.goto('/contacto')
  await page.getByLabel('Nombre y apellido').fill('Juana Ortiz')
  await page.getByLabel('Correo electrónico').fill('juana@example.com.py')
  await page.getByLabel('Teléfono').fill('0981 222 333')
  await page.getByLabel('Mensaje').fill(stamp)
  await page.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(
    page.getByText('¡Gracias por escribirnos! Te responderemos a la brevedad.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/home$/)
  const { datos } = (await operator(request, 'GET', 'contacto?cantidad=20')) as {
    datos: { mensaje: string; email: string }[]
  }
  expect(datos.some((m) => m.mensaje === stamp && m.email === 'juana@example.com.py')).toBe(true)
})
