import { expect, test } from '../support/fixtures'

// REGISTRATE (docs/product.md §2 and §5): every validation message word for word, then a real
// account.

test('every registration message appears for a bad value', async ({ page }) => {
  await page.goto('/registrar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('REGISTRATE')
  const button = page.getByRole('button', { name: 'Registrarme' })
  await expect(button).toBeDisabled()

  const blurEmpty = async (label: string, message: string) => {
    const field = page.getByLabel(label, { exact: true })
    await field.focus()
    await field.blur()
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await blurEmpty('Nombres', 'Ingrese su Nombre.')
  await blurEmpty('Apellido', 'Ingrese su Apellido.')
  await blurEmpty('Contraseña', 'Ingrese contraseña.')
  await blurEmpty('Teléfono', 'Ingrese su teléfono.')
  await blurEmpty('Departamento', 'Ingrese su departamento.')
  await blurEmpty('Número de documento', 'Ingrese su documento.')
  await blurEmpty('Tipo de documento', 'Ingrese su tipo documento.')
  await blurEmpty('Sexo', 'Ingrese su sexo.')
  await blurEmpty('Dirección', 'Ingrese su Direccion.')
  await blurEmpty('Día', 'Ingrese su fecha de nacimiento.')

  await page.getByLabel('Correo electrónico', { exact: true }).fill('no-es-correo')
  await page.getByLabel('Correo electrónico', { exact: true }).blur()
  await expect(page.getByText('Ingrese un correo válido.').first()).toBeVisible()

  await page.getByLabel('Contraseña', { exact: true }).fill('abc')
  await page.getByLabel('Contraseña', { exact: true }).blur()
  await expect(page.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeVisible()

  await page.getByLabel('Correo electrónico', { exact: true }).fill('ana@example.com')
  await page.getByLabel('Confirmar correo electrónico').fill('otra@example.com')
  await page.getByLabel('Confirmar correo electrónico').blur()
  await expect(page.getByText('Los correos electrónicos no coinciden.')).toBeVisible()

  const underage = new Date()
  underage.setFullYear(underage.getFullYear() - 17)
  const [anio, mes, dia] = underage.toISOString().slice(0, 10).split('-')
  await page.getByLabel('Día').fill(dia!)
  await page.getByLabel('Mes').fill(mes!)
  await page.getByLabel('Año').fill(anio!)
  await page.getByLabel('Año').blur()
  await expect(page.getByText('Debes ser mayor de edad para registrarte.')).toBeVisible()

  // The first country is preselected; clearing it asks for it.
  const pais = page.getByLabel('País')
  await expect(pais).toHaveValue('1')
  await expect(pais.locator('option:checked')).toHaveText('Paraguay')
  await pais.focus()
  await pais.selectOption('')
  await pais.blur()
  await expect(page.getByText('Ingrese su país.')).toBeVisible()

  // The city needs a department; choosing one and leaving the city empty asks for it.
  await page.getByRole('combobox', { name: 'Departamento' }).fill('Central')
  const ciudad = page.getByRole('combobox', { name: 'Ciudad' })
  await expect(ciudad).toBeEnabled()
  await ciudad.focus()
  await ciudad.blur()
  await expect(page.getByText('Ingrese su ciudad.')).toBeVisible()
  await expect(button).toBeDisabled()
})

test('changing the department clears the city and reloads the list', async ({ page }) => {
  await page.goto('/registrar')
  const departamento = page.getByRole('combobox', { name: 'Departamento' })
  const ciudad = page.getByRole('combobox', { name: 'Ciudad' })
  await expect(ciudad).toBeDisabled()
  await departamento.fill('centr')
  await page.getByRole('option', { name: 'Central' }).click()
  await ciudad.fill('luq')
  await page.getByRole('option', { name: 'Luque' }).click()
  await expect(ciudad).toHaveValue('Luque')
  // By keyboard alone: type, arrow down to the name, Enter.
  await departamento.fill('itap')
  await departamento.press('ArrowDown')
  await departamento.press('Enter')
  await expect(departamento).toHaveValue('Itapúa')
  await expect(ciudad).toHaveValue('')
  // Focus lands only once Itapúa's cities have come: a loading list keeps the field disabled, and
  // a disabled field takes no focus (CI run 8 focused it a moment early and waited on nothing).
  await expect(ciudad).toBeEnabled()
  await ciudad.focus()
  const cities = page.getByRole('listbox', { name: 'Ciudad: opciones' })
  await expect(cities.getByRole('option', { name: 'Encarnación' })).toBeVisible()
  await expect(cities.getByRole('option', { name: 'Luque' })).toHaveCount(0)
})

test('a city list that cannot be loaded says so, and the city stays empty', async ({ page }) => {
  await page.route('**/api/ciudades/**', (route) => route.fulfill({ status: 503, body: '{}' }))
  await page.goto('/registrar')
  await page.getByRole('combobox', { name: 'Departamento' }).fill('Central')
  await expect(
    page.getByText('No se pudieron cargar las ciudades. Intentá de nuevo en unos minutos.'),
  ).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Registrarme' })).toBeDisabled()
})

// Registered, the player is logged in at once (docs/product.md §4 sent them to an empty
// login); without a purchase to return to, they land on the home.
test('a new player registers and is logged in at once', async ({ page }) => {
  const email = `nuevo.${Date.now()}@example.com.py`
  await page.goto('/registrar')
  await page.getByLabel('Nombres').fill('Rocío')
  await page.getByLabel('Apellido').fill('Villalba')
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email)
  await page.getByLabel('Confirmar correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill('clave123')
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click()
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Ocultar contraseña' }).click()
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'password')
  await page.getByLabel('Teléfono').fill('0982 111 222')
  await page.getByRole('combobox', { name: 'Departamento' }).fill('Alto Paraná')
  await page.getByRole('combobox', { name: 'Ciudad' }).fill('Ciudad del Este')
  await page.getByLabel('Día').fill('29')
  await page.getByLabel('Mes').fill('02')
  await page.getByLabel('Año').fill('1988')
  await page.getByLabel('Tipo de documento').selectOption({ label: 'Cédula Identidad' })
  await page.getByLabel('Número de documento').fill(String(3_000_000 + (Date.now() % 1_000_000)))
  await page.getByLabel('Sexo').selectOption({ label: 'Femenino' })
  await page.getByLabel('Dirección').fill('Av. San Blas 1200')
  const button = page.getByRole('button', { name: 'Registrarme' })
  await expect(button).toBeDisabled()
  await page.getByLabel(/Acepto los/).check()
  await expect(button).toBeEnabled()
  await button.click()

  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('button', { name: 'Mi Cuenta' })).toBeVisible()
  await expect(page.getByTestId('server-clock')).toHaveText(/\d{2}:\d{2}:\d{2}/)
})

test('an e-mail already registered is refused with the backend message', async ({ page }) => {
  await page.goto('/registrar')
  await page.getByLabel('Nombres').fill('María')
  await page.getByLabel('Apellido').fill('Benítez')
  await page.getByLabel('Correo electrónico', { exact: true }).fill('jugador@demo.com.py')
  await page.getByLabel('Confirmar correo electrónico').fill('jugador@demo.com.py')
  await page.getByLabel('Contraseña', { exact: true }).fill('clave123')
  await page.getByLabel('Teléfono').fill('0982 111 222')
  await page.getByRole('combobox', { name: 'Departamento' }).fill('Central')
  await page.getByRole('combobox', { name: 'Ciudad' }).fill('Luque')
  await page.getByLabel('Día').fill('01')
  await page.getByLabel('Mes').fill('01')
  await page.getByLabel('Año').fill('1990')
  await page.getByLabel('Tipo de documento').selectOption('CI')
  await page.getByLabel('Número de documento').fill('9999991')
  await page.getByLabel('Sexo').selectOption('M')
  await page.getByLabel('Dirección').fill('Calle 1')
  await page.getByLabel(/Acepto los/).check()
  await page.getByRole('button', { name: 'Registrarme' }).click()
  await expect(
    page.getByText('Ya existe una cuenta registrada con ese correo electrónico.').first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/registrar$/)
  // Nothing typed is lost.
  await expect(page.getByLabel('Nombres')).toHaveValue('María')
})
