import { createPlayer, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'

test('VISTA GENERAL shows the player, MIS PACKS ACTIVOS is empty until a pack is bought', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  await page.goto('/mi-cuenta/datos-personales')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VISTA GENERAL')
  await expect(page.getByText(`${player.nombre} ${player.apellido}`)).toBeVisible()
  await expect(page.getByText(player.email)).toBeVisible()
  await expect(page.getByText(player.documento, { exact: true })).toBeVisible()
  await expect(page.getByText(player.telefono)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'MIS PACKS ACTIVOS' })).toBeVisible()
  await expect(page.getByText(/Todavía no tenés packs activos/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ver más' })).toHaveAttribute(
    'href',
    '/comprar-carton',
  )

  const menu = page.getByRole('navigation', { name: 'Mi Cuenta' })
  for (const name of [
    'Mi perfil',
    'Solicitar Verificación',
    'Mis Movimientos',
    'Mis Sesiones',
    'Solicitud de Cobros',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeVisible()
  }
  await expect(menu.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('editing the profile saves, goes back, and survives a reload', async ({ page, request }) => {
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  await page.goto('/mi-cuenta/datos-personales')
  await page.getByRole('link', { name: 'Editar Perfil' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EDITAR PERFIL')
  await expect(page.getByRole('link', { name: 'Atrás' })).toBeVisible()

  // Read-only data with the highlighted hint.
  const email = page.getByLabel('Correo electrónico')
  await expect(email).toHaveValue(player.email)
  await expect(email).toHaveAttribute('readonly', '')
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('14/05/1990')
  await expect(page.getByLabel('Nacionalidad')).toHaveValue('Paraguay')
  await expect(
    page.getByText('Este dato no se puede modificar.', { exact: false }).first(),
  ).toBeVisible()

  // The department change clears the city.
  await expect(page.getByLabel('Ciudad').locator('option:checked')).toHaveText('San Lorenzo')
  await page.getByLabel('Departamento').selectOption({ label: 'Itapúa' })
  await expect(page.getByLabel('Ciudad')).toHaveValue('')

  // An invalid save says so and changes nothing.
  await page.getByLabel('Nombres').fill('')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Por favor, completa el formulario correctamente')).toBeVisible()
  await expect(page.getByText('Ingrese su Nombre.')).toBeVisible()

  await page.getByLabel('Nombres').fill('Lucía Belén')
  await page.getByLabel('Teléfono').fill('0971 999 888')
  await page.getByLabel('Ciudad').selectOption({ label: 'Encarnación' })
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Datos actualizados correctamente')).toBeVisible()
  await expect(page).toHaveURL(/\/mi-cuenta\/datos-personales$/)
  await page.reload()
  await expect(page.getByText(`Lucía Belén ${player.apellido}`)).toBeVisible()
  await expect(page.getByText('0971 999 888')).toBeVisible()
  await page.goto('/mi-cuenta/editar-perfil')
  await expect(page.getByLabel('Ciudad').locator('option:checked')).toHaveText('Encarnación')
})

test('Mis sesiones and Mis movimientos page through the demo player history in Spanish', async ({
  page,
}) => {
  await logIn(page, 'jugador@demo.com.py', 'demo1234')
  await page.goto('/mi-cuenta/mis-sesiones')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MIS SESIONES')
  for (const name of ['Inicio', 'Fin', 'Expiración', 'IP']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible()
  }
  await expect(page.locator('tbody tr')).toHaveCount(5)
  await expect(page.getByText('Ítems por página: 5')).toBeVisible()
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible()
  await page.getByRole('link', { name: 'Página siguiente' }).click()
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible()

  await page.goto('/mi-cuenta/mis-movimientos')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MIS MOVIMIENTOS')
  for (const name of [
    'Cantidad cartones',
    'Estado transacción',
    'Fecha sorteo',
    'Fecha transacción',
    'Medio de pago',
    'Mensaje',
    'Monto',
    'Tipo',
  ]) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible()
  }
  await expect(
    page.getByRole('table', { name: 'MIS MOVIMIENTOS' }).locator('tbody tr'),
  ).toHaveCount(10)
  await expect(page.getByText('Ítems por página: 10')).toBeVisible()
  await expect(page.getByText('Página 1 de 2')).toBeVisible()
  await expect(
    page
      .locator('tbody')
      .getByText(/^Gs\.\s[\d.]+$/)
      .first(),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Última página' }).click()
  await expect(page.getByText('Página 2 de 2')).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'MIS MOVIMIENTOS' }).locator('tbody tr'),
  ).toHaveCount(4)
})
