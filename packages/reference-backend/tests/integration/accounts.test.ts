/**
 * The embedded backend's accounts side over HTTP: login and its cookies, the session checks every
 * account call makes, registration rules, password reset, profile, identity verification with the
 * operator, self-exclusion and the session history. Only against the embedded backend: it reads
 * the mail outbox and drives the operator endpoints.
 */
import {
  BackendClient,
  loggedIn,
  newPlayer,
  operator,
  operatorCli,
  register,
} from '../../../../tests/support/servers/backend-client'
import { freshPlayer } from '../support/players'
import { PAYMENT_METHODS } from '@loteria/reference-backend/testing'

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

const DEMO = { email: 'jugador@demo.com.py', password: 'demo1234' }
const VERIFIED = { email: 'verificado@demo.com.py', password: 'demo1234' }

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR42mO4qi0HRwzEcQDccxHhmn1kdwAAAABJRU5ErkJggg==',
  'base64',
)
const png = `data:image/png;base64,${PNG.toString('base64')}`
const notAnImage = `data:image/jpeg;base64,${Buffer.from('esto no es una imagen').toString('base64')}`

const FORBIDDEN = 'No tenés permiso para acceder a este recurso'
const IMAGE_RULE = 'Cada imagen debe ser JPG, PNG o WEBP de hasta 25 MB.'

async function latestMailTo(email: string) {
  const answer = await operator<{ enlace: string; asunto: string }[]>(
    'GET',
    `correos?para=${encodeURIComponent(email)}`,
  )
  return answer.body?.datos ?? []
}

describeEmbedded('login and logout', () => {
  it('logs in with the demo player and sets SESION (HttpOnly) and XSRF-TOKEN', async () => {
    const client = new BackendClient()
    const answer = await client.login(DEMO.email, DEMO.password)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      error: false,
      mensaje: 'Inicio de sesión exitoso',
      usuario: {
        id: expect.any(Number),
        email: DEMO.email,
        nombre: 'María',
        apellido: 'Benítez',
        documento: '4567890',
        telefono: expect.any(String),
        verificado: false,
      },
      rol: 'JUGADOR',
      tipo: 'WEB',
    })
    const sesion = answer.setCookies.find((c) => c.startsWith('SESION='))
    const xsrf = answer.setCookies.find((c) => c.startsWith('XSRF-TOKEN='))
    expect(sesion).toMatch(/^SESION=[A-Za-z0-9_-]{43}; /)
    expect(sesion).toMatch(/; HttpOnly/)
    expect(sesion).toMatch(/; Path=\//)
    expect(sesion).toMatch(/; SameSite=Lax/)
    expect(xsrf).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]+; /)
    expect(xsrf).not.toMatch(/HttpOnly/)
  })

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const wrong = await new BackendClient().login(DEMO.email, 'otra-clave')
    const unknown = await new BackendClient().login('nadie@prueba.com.py', DEMO.password)
    for (const answer of [wrong, unknown]) {
      expect(answer.body).toEqual({ error: true, mensaje: 'Correo o contraseña incorrectos.' })
      expect(answer.setCookies).toEqual([])
    }
  })

  it('accepts the e-mail in any case', async () => {
    const answer = await new BackendClient().login(DEMO.email.toUpperCase(), DEMO.password)
    expect(answer.body.error).toBe(false)
  })

  it('sesion/cerrar closes the session and expires both cookies, with or without a session', async () => {
    const { client, userId } = await loggedIn(DEMO.email, DEMO.password)
    expect((await client.call('GET', `rest/usuarios/${userId}`)).status).toBe(200)
    const cookies = new Map(client.cookies)
    const closed = await client.call('GET', 'rest/sesion/cerrar')
    expect(closed.body).toEqual({ error: false, mensaje: 'Sesión cerrada' })
    expect(closed.setCookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SESION=;.*Max-Age=0/),
        expect.stringMatching(/^XSRF-TOKEN=;.*Max-Age=0/),
      ]),
    )
    // The old cookie no longer opens anything.
    const replay = new BackendClient()
    replay.cookies = cookies
    expect((await replay.call('GET', `rest/usuarios/${userId}`)).status).toBe(401)
    const anonymous = await new BackendClient().call('GET', 'rest/sesion/cerrar')
    expect(anonymous.body).toEqual({ error: false, mensaje: 'Sesión cerrada' })
  })
})

describeEmbedded('session checks on account routes', () => {
  it('answers 401 without a session cookie, or with a made-up one', async () => {
    const anonymous = await new BackendClient().call('GET', 'rest/usuarios/1')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({ error: true, mensaje: 'Sesión no válida o expirada' })
    const forged = new BackendClient()
    forged.cookies.set('SESION', 'a'.repeat(43))
    expect((await forged.call('GET', 'rest/usuarios/mis-movimientos')).status).toBe(401)
  })

  it('answers 403 to a non-GET call without the X-XSRF-TOKEN header or with a wrong one', async () => {
    const { client, userId } = await loggedIn(DEMO.email, DEMO.password)
    const profile = (await client.call<Record<string, unknown>>('GET', `rest/usuarios/${userId}`))
      .body.datos
    const missing = await client.call('PUT', 'rest/usuarios', { body: profile, withoutXsrf: true })
    expect(missing.status).toBe(403)
    expect(missing.body.error).toBe(true)
    const wrong = await client.call('PUT', 'rest/usuarios', {
      body: profile,
      withoutXsrf: true,
      headers: { 'x-xsrf-token': 'no-es-el-token' },
    })
    expect(wrong.status).toBe(403)
    const right = await client.call('PUT', 'rest/usuarios', { body: profile })
    expect(right.status).toBe(200)
    expect(right.body.error).toBe(false)
  })

  it("answers 403 when the call names another player's id", async () => {
    const { client } = await loggedIn(DEMO.email, DEMO.password)
    const other = await loggedIn(VERIFIED.email, VERIFIED.password)
    const calls = [
      client.call('GET', `rest/usuarios/${other.userId}`),
      client.call('GET', `rest/usuario-estado/usuario-validado/${other.userId}`),
      client.call('GET', 'rest/usuarios/mis-sesiones/', {
        query: { cantidad: 5, indice: '', orden: 'desc', pagina: 1, usuarioId: other.userId },
      }),
      client.call('GET', 'rest/usuarios/mis-movimientos', {
        query: { cantidad: 10, idUsuario: other.userId, indice: '', orden: 'desc', pagina: 1 },
      }),
      client.call('GET', `rest/solicitud/verificaciones/${other.userId}`),
      client.call('GET', `rest/ticket/recordatorio-ver-cartones/${other.userId}`),
      client.call('POST', 'rest/solicitud/solicitar-verificacion', {
        body: { idUsuario: other.userId, codPais: 1, documentos: [png, png, png] },
      }),
    ]
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({ error: true, mensaje: FORBIDDEN })
    }
  })
})

describeEmbedded('registration', () => {
  it('accepts a valid player, who can then log in with that password (and no other)', async () => {
    const { player, answer } = await register()
    expect(answer.body).toEqual({
      error: false,
      mensaje: 'Registro exitoso. Ya podés iniciar sesión.',
    })
    const login = await new BackendClient().login(player.email, player.password)
    expect(login.body.error).toBe(false)
    expect(JSON.stringify(login.body)).not.toContain(player.password)
    const wrong = await new BackendClient().login(player.email, `${player.password}x`)
    expect(wrong.body.mensaje).toBe('Correo o contraseña incorrectos.')
  })

  it('refuses an e-mail already registered, in any case', async () => {
    const { player } = await register()
    const email = player.email.toUpperCase()
    const again = await register({ email, confirmarEmail: email })
    expect(again.answer.body).toEqual({
      error: true,
      mensaje: 'Ya existe una cuenta registrada con ese correo electrónico.',
    })
  })

  it('refuses a document already registered', async () => {
    const again = await register({ tipoDocumento: 'CI', documento: '4.567.890' })
    expect(again.answer.body).toEqual({
      error: true,
      mensaje: 'Ya existe una cuenta registrada con ese documento.',
    })
  })

  it('refuses a player under 18', async () => {
    const birth = new Date()
    birth.setUTCFullYear(birth.getUTCFullYear() - 17)
    const young = await register({ fechaNacimiento: birth.toISOString().slice(0, 10) })
    expect(young.answer.body).toEqual({
      error: true,
      mensaje: 'Debes ser mayor de edad para registrarte.',
    })
  })

  it('refuses e-mails that do not match', async () => {
    const mismatch = await register({ confirmarEmail: 'otra.direccion@prueba.com.py' })
    expect(mismatch.answer.body).toEqual({
      error: true,
      mensaje: 'Los correos electrónicos no coinciden.',
    })
  })

  it('refuses missing fields, a short password, terms not accepted and a city of another department', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nombre: '' }, 'Ingrese su Nombre.'],
      [{ password: '12345' }, 'La contraseña debe tener al menos 6 caracteres.'],
      [{ sexo: 'X' }, 'Ingrese su sexo.'],
      [{ tipoDocumento: 'RUC' }, 'Ingrese su tipo documento.'],
      [{ aceptarTerminos: false }, 'Aceptá los términos y condiciones.'],
      [{ codigoCiudad: 101 }, 'La ciudad seleccionada no pertenece al departamento.'],
      [{ codigoPais: 9999 }, 'El país seleccionado no es válido.'],
    ]
    for (const [overrides, mensaje] of cases) {
      const { answer } = await register(overrides)
      expect(answer.body).toEqual({ error: true, mensaje })
    }
  })
})

describeEmbedded('password reset', () => {
  it('sends a single-use link that changes the password and closes open sessions', async () => {
    const { player, client, userId } = await freshPlayer()
    const reset = await new BackendClient().call('POST', 'rest/usuarios/reset', {
      body: { email: player.email },
    })
    expect(reset.body).toEqual({
      error: false,
      mensaje:
        'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
    })
    const [mail] = await latestMailTo(player.email)
    expect(mail?.enlace).toMatch(/\/acceso\/reestablecer\?auth=[A-Za-z0-9_-]{43}$/)
    const token = new URL(mail!.enlace).searchParams.get('auth')!

    const tooShort = await new BackendClient().call('POST', 'rest/recuperar-pass', {
      query: { auth: token },
      body: { pass: 'abc' },
    })
    expect(tooShort.body).toEqual({
      error: true,
      mensaje: 'La contraseña debe tener al menos 4 caracteres.',
    })

    const used = await new BackendClient().call('POST', 'rest/recuperar-pass', {
      query: { auth: token },
      body: { pass: 'nueva-clave' },
    })
    expect(used.body).toEqual({
      error: false,
      mensaje: 'Tu contraseña fue actualizada. Ya podés iniciar sesión.',
    })
    expect((await client.call('GET', `rest/usuarios/${userId}`)).status).toBe(401)
    expect((await new BackendClient().login(player.email, player.password)).body.error).toBe(true)
    expect((await new BackendClient().login(player.email, 'nueva-clave')).body.error).toBe(false)

    const again = await new BackendClient().call('POST', 'rest/recuperar-pass', {
      query: { auth: token },
      body: { pass: 'otra-clave' },
    })
    expect(again.body).toEqual({ error: true, mensaje: 'El enlace no es válido o ya expiró.' })
  })

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = 'no.registrado@prueba.com.py'
    const reset = await new BackendClient().call('POST', 'rest/usuarios/reset', { body: { email } })
    expect(reset.body).toEqual({
      error: false,
      mensaje:
        'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
    })
    expect(await latestMailTo(email)).toEqual([])
  })

  it('refuses a made-up token', async () => {
    const answer = await new BackendClient().call('POST', 'rest/recuperar-pass', {
      query: { auth: 'inventado' },
      body: { pass: 'nueva-clave' },
    })
    expect(answer.body).toEqual({ error: true, mensaje: 'El enlace no es válido o ya expiró.' })
  })
})

describeEmbedded('profile', () => {
  it('answers the full profile and the verification state', async () => {
    const { client, userId, player } = await freshPlayer()
    const profile = await client.call('GET', `rest/usuarios/${userId}`)
    expect(profile.body.datos).toEqual({
      id: userId,
      nombre: player.nombre,
      apellido: player.apellido,
      direccionParticular: player.direccionParticular,
      telefono: player.telefono,
      tipoDocumento: 'CI',
      documento: player.documento,
      codigoPais: 1,
      paisNombre: 'Paraguay',
      sexo: 'F',
      codigoDepartamento: 11,
      codigoCiudad: 1102,
      email: player.email,
      fechaNacimiento: '1995-06-15 00:00:00',
      aceptarTerminos: true,
      recibirNotificaciones: false,
      validado: false,
      verificado: false,
    })
    const state = await client.call('GET', `rest/usuario-estado/usuario-validado/${userId}`)
    expect(state.body.datos).toEqual({ validado: false, verificado: false })
  })

  it('updates the editable fields and ignores e-mail, document and birth date', async () => {
    const { client, userId, player } = await freshPlayer()
    const { body } = await client.call<Record<string, unknown>>('GET', `rest/usuarios/${userId}`)
    const changed = {
      ...body.datos,
      nombre: 'Ana Sofía',
      telefono: '0982 000111',
      codigoDepartamento: 0,
      codigoCiudad: 1,
      recibirNotificaciones: true,
      email: 'cambiado@prueba.com.py',
      documento: '1',
      fechaNacimiento: '2001-01-01 00:00:00',
    }
    const answer = await client.call('PUT', 'rest/usuarios', { body: changed })
    expect(answer.body).toMatchObject({
      error: false,
      mensaje: 'Datos actualizados correctamente',
      datos: {
        nombre: 'Ana Sofía',
        telefono: '0982 000111',
        codigoDepartamento: 0,
        codigoCiudad: 1,
        recibirNotificaciones: true,
        email: player.email,
        documento: player.documento,
        fechaNacimiento: '1995-06-15 00:00:00',
      },
    })
    const invalid = await client.call('PUT', 'rest/usuarios', {
      body: { ...changed, codigoCiudad: 1101 },
    })
    expect(invalid.body).toEqual({
      error: true,
      mensaje: 'La ciudad seleccionada no pertenece al departamento.',
    })
    const other = await client.call('PUT', 'rest/usuarios', {
      body: { ...changed, id: userId + 1 },
    })
    expect(other.status).toBe(403)
  })
})

describeEmbedded('identity verification', () => {
  it('refuses what is not an image, or an image over 25 MB', async () => {
    const { client, userId } = await freshPlayer()
    const fake = await client.call('POST', 'rest/solicitud/solicitar-verificacion', {
      body: { idUsuario: userId, codPais: 1, documentos: [png, notAnImage, png] },
    })
    expect(fake.body).toEqual({ error: true, mensaje: IMAGE_RULE })

    const huge = Buffer.alloc(25 * 1024 * 1024 + 1)
    PNG.copy(huge)
    const tooBig = await client.call('POST', 'rest/solicitud/solicitar-verificacion', {
      body: {
        idUsuario: userId,
        codPais: 1,
        documentos: [png, png, `data:image/png;base64,${huge.toString('base64')}`],
      },
    })
    expect(tooBig.body).toEqual({ error: true, mensaje: IMAGE_RULE })

    const two = await client.call('POST', 'rest/solicitud/solicitar-verificacion', {
      body: { idUsuario: userId, codPais: 1, documentos: [png, png] },
    })
    expect(two.body.error).toBe(true)
    const history = await client.call('GET', `rest/solicitud/verificaciones/${userId}`)
    expect(history.body.datos).toEqual([])
  }, 60_000)

  it('accepts one request at a time; the operator CLI approves it and the player is verified', async () => {
    const { client, userId, player } = await freshPlayer()
    const request = { idUsuario: userId, codPais: 1, documentos: [png, png, png] }
    const first = await client.call('POST', 'rest/solicitud/solicitar-verificacion', {
      body: request,
    })
    expect(first.body).toEqual({
      error: false,
      mensaje: 'Recibimos tu solicitud. La procesamos de lunes a viernes dentro de las 24 horas.',
    })
    const second = await client.call('POST', 'rest/solicitud/solicitar-verificacion', {
      body: request,
    })
    expect(second.body).toEqual({
      error: true,
      mensaje: 'Ya tenés una solicitud de verificación pendiente.',
    })

    const history = await client.call<{ id: number; estado: string }[]>(
      'GET',
      `rest/solicitud/verificaciones/${userId}`,
    )
    expect(history.body.datos).toEqual([
      { id: expect.any(Number), fecha: expect.any(String), estado: 'PENDIENTE', observacion: '' },
    ])
    const id = history.body.datos![0]!.id

    const queue = await operator<{ id: number; email: string }[]>(
      'GET',
      'verificaciones?estado=PENDIENTE',
    )
    expect(queue.body?.datos).toContainEqual(
      expect.objectContaining({ id, idUsuario: userId, email: player.email, estado: 'PENDIENTE' }),
    )
    const image = await operator('GET', `verificaciones/${id}/documentos/2`)
    expect(image.status).toBe(200)
    expect(image.response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.response.arrayBuffer()).equals(PNG)).toBe(true)

    const listed = await operatorCli('verificaciones')
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain(`#${id}`)
    expect(listed.stdout).toContain(player.email)

    const approved = await operatorCli('aprobar-verificacion', String(id))
    expect(approved).toMatchObject({ code: 0 })
    expect(approved.stdout).toContain('Solicitud aprobada')
    const state = await client.call('GET', `rest/usuario-estado/usuario-validado/${userId}`)
    expect(state.body.datos).toEqual({ validado: true, verificado: true })

    const twice = await operatorCli('aprobar-verificacion', String(id))
    expect(twice.code).toBe(1)
    expect(twice.stderr).toContain('La solicitud ya fue procesada.')

    const afterwards = await client.call('POST', 'rest/solicitud/solicitar-verificacion', {
      body: request,
    })
    expect(afterwards.body).toEqual({ error: true, mensaje: 'Tu cuenta ya está verificada.' })
    const mails = await latestMailTo(player.email)
    expect(mails[0]?.asunto).toBe('Tu cuenta fue verificada')
  }, 60_000)

  it('lets the operator reject a request with a reason the player sees', async () => {
    const { client, userId } = await freshPlayer()
    await client.call('POST', 'rest/solicitud/solicitar-verificacion', {
      body: { idUsuario: userId, codPais: 1, documentos: [png, png, png] },
    })
    const [pending] = (
      await client.call<{ id: number }[]>('GET', `rest/solicitud/verificaciones/${userId}`)
    ).body.datos!
    const noReason = await operator('POST', `verificaciones/${pending!.id}/rechazar`, {})
    expect(noReason.body?.error).toBe(true)
    const rejected = await operator('POST', `verificaciones/${pending!.id}/rechazar`, {
      observacion: 'La foto del documento está borrosa',
    })
    expect(rejected.body?.error).toBe(false)
    const history = await client.call('GET', `rest/solicitud/verificaciones/${userId}`)
    expect(history.body.datos).toEqual([
      expect.objectContaining({
        estado: 'RECHAZADA',
        observacion: 'La foto del documento está borrosa',
      }),
    ])
    const state = await client.call('GET', `rest/usuario-estado/usuario-validado/${userId}`)
    expect(state.body.datos).toEqual({ validado: false, verificado: false })
  })
})

describeEmbedded('self-exclusion', () => {
  it('lists the periods', async () => {
    const answer = await new BackendClient().call('GET', 'rest/tiempo-autoexclusion/listar')
    expect(answer.body.datos).toEqual([
      { idTiempo: 1, descripcion: '1 mes' },
      { idTiempo: 2, descripcion: '3 meses' },
      { idTiempo: 3, descripcion: '6 meses' },
      { idTiempo: 4, descripcion: '1 año' },
      { idTiempo: 5, descripcion: '3 años' },
    ])
  })

  it('blocks the account: the session ends and login is refused until the date', async () => {
    const { client, userId, player } = await freshPlayer()
    const block = {
      idUsuario: userId,
      tiempoAutoexclusion: { idTiempo: 2 },
      descripcionBloqueo: 'Autoexclusión solicitada por el jugador desde el sitio web',
      estadoInicial: 'ACTIVO',
      estadoFinal: 'BLOQUEADO',
      tipoBloqueo: 'AB',
      usuarioCreacion: userId,
      fechaDesde: new Date().toISOString(),
      fechaCreacion: new Date().toISOString(),
    }
    const noPeriod = await client.call('POST', 'rest/bloqueo/autoexclusion', {
      body: { ...block, tiempoAutoexclusion: { idTiempo: 99 } },
    })
    expect(noPeriod.body).toEqual({
      error: true,
      mensaje: 'Debes seleccionar el tiempo de autoexclusión',
    })

    const stale = new BackendClient()
    stale.cookies = new Map(client.cookies)
    const answer = await client.call('POST', 'rest/bloqueo/autoexclusion', { body: block })
    expect(answer.body.error).toBe(false)
    const until = /hasta el (\d{2}\/\d{2}\/\d{4})\.$/.exec(answer.body.mensaje)?.[1]
    expect(answer.body.mensaje).toBe(
      `Autoexclusión registrada. Tu cuenta queda bloqueada hasta el ${until}.`,
    )
    const expected = new Date(Date.now() + 90 * 86_400_000)
    const [day, month, year] = until!.split('/').map(Number)
    expect(Math.abs(Date.UTC(year!, month! - 1, day!) - expected.getTime())).toBeLessThan(
      2 * 86_400_000,
    )
    expect(answer.setCookies).toEqual(
      expect.arrayContaining([expect.stringMatching(/^SESION=;.*Max-Age=0/)]),
    )

    expect(client.cookies.size).toBe(0)
    expect((await stale.call('GET', `rest/usuarios/${userId}`)).status).toBe(401)

    const login = await new BackendClient().login(player.email, player.password)
    expect(login.body).toEqual({
      error: true,
      mensaje: `Tu cuenta está autoexcluida hasta el ${until}. No podés iniciar sesión hasta esa fecha.`,
    })
    expect(login.setCookies).toEqual([])
  })

  it('needs the session and the XSRF token like every account call', async () => {
    const anonymous = await new BackendClient().call('POST', 'rest/bloqueo/autoexclusion', {
      body: { idUsuario: 1, tiempoAutoexclusion: { idTiempo: 1 }, tipoBloqueo: 'AB' },
    })
    expect(anonymous.status).toBe(401)
  })
})

describeEmbedded('history and packs', () => {
  it("mis-sesiones lists the current session first, with the socket's address (a client's X-Forwarded-For does not count)", async () => {
    const { client, userId } = await freshPlayer('203.0.113.7, 10.0.0.1')
    const answer = await client.call<{ datos: Record<string, unknown>[]; total: number }>(
      'GET',
      'rest/usuarios/mis-sesiones/',
      { query: { cantidad: 5, indice: '', orden: 'desc', pagina: 1, usuarioId: userId } },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.datos?.total).toBe(1)
    const [current] = answer.body.datos!.datos
    expect(current).toEqual({
      inicio: expect.any(String),
      fin: null,
      espiracion: expect.any(String),
      ip: expect.any(String),
    })
    // No TRUSTED_PROXIES on the test server: the address is the socket's, never the header's.
    expect(['127.0.0.1', '::1']).toContain(current!.ip)
    const inicio = Date.parse(String(current!.inicio))
    expect(Date.parse(String(current!.espiracion)) - inicio).toBe(8 * 3_600_000)
  })

  it("pages the demo player's sessions and movements", async () => {
    const { client, userId } = await loggedIn(DEMO.email, DEMO.password)
    const sessions = await client.call<{ datos: { inicio: string }[]; total: number }>(
      'GET',
      'rest/usuarios/mis-sesiones',
      { query: { cantidad: 5, orden: 'asc', pagina: 1, usuarioId: userId } },
    )
    expect(sessions.body.datos!.total).toBeGreaterThanOrEqual(13)
    const inicios = sessions.body.datos!.datos.map((s) => s.inicio)
    expect(inicios).toHaveLength(5)
    expect([...inicios].sort()).toEqual(inicios)

    const page = (pagina: number) =>
      client.call<{ datos: Record<string, unknown>[]; total: number }>(
        'GET',
        'rest/usuarios/mis-movimientos',
        { query: { cantidad: 10, idUsuario: userId, indice: '', orden: 'desc', pagina } },
      )
    const [first, second] = await Promise.all([page(1), page(2)])
    expect(first.body.datos!.total).toBe(14)
    expect(first.body.datos!.datos).toHaveLength(10)
    expect(second.body.datos!.datos).toHaveLength(4)
    expect(first.body.datos!.datos[0]).toEqual({
      cantidadCartones: expect.any(Number),
      estadoTransaccion: expect.stringMatching(/^(APROBADA|RECHAZADA|PENDIENTE|CANCELADA)$/),
      fechaSorteo: expect.any(String),
      fechaTransaccion: expect.any(String),
      medioPagoNombre: expect.any(String),
      mensaje: expect.any(String),
      monto: expect.any(Number),
      tipo: expect.stringMatching(/^COMPRA (CARTÓN|PACK)$/),
      // Contract addition: null for a movement with no purchase behind it (this pending one).
      sorteos: null,
    })
    const all = [...first.body.datos!.datos, ...second.body.datos!.datos]
    // A pack's movement counts its cards, and says its draws apart ("Cantidad cartones:
    // 12" was one card of PACK 12 SORTEOS).
    const approvedPacks = all.filter(
      (m) => m.tipo === 'COMPRA PACK' && m.estadoTransaccion === 'APROBADA',
    )
    expect(approvedPacks.map((m) => [m.monto, m.cantidadCartones, m.sorteos])).toEqual([
      [114_000, 1, 12],
      [216_000, 1, 24],
      [98_000, 1, 17],
    ])
    expect(new Set(all.map((m) => m.medioPagoNombre))).toEqual(
      new Set(PAYMENT_METHODS.map((method) => method.nombre)),
    )
  })

  it('pack reminders are empty for a new player', async () => {
    const { client, userId } = await freshPlayer()
    for (const kind of ['recordatorio-ver-cartones', 'recordatorio-elegir-cartones']) {
      const answer = await client.call('GET', `rest/ticket/${kind}/${userId}`)
      expect(answer.body).toEqual({ error: false, mensaje: 'OK', datos: [] })
    }
  })
})

describeEmbedded('operator endpoints', () => {
  it('need the operator token', async () => {
    const answer = await new BackendClient().call('GET', 'operador/verificaciones')
    expect(answer.status).toBe(401)
  })

  it('correos lists the outbox newest first', async () => {
    const player = newPlayer()
    await new BackendClient().call('POST', 'rest/usuarios/agregar', { body: player })
    for (let i = 0; i < 2; i++) {
      await new BackendClient().call('POST', 'rest/usuarios/reset', {
        body: { email: player.email },
      })
    }
    const mails = await operator<{ id: number; para: string; creadoEn: string }[]>(
      'GET',
      `correos?para=${encodeURIComponent(player.email.toUpperCase())}`,
    )
    const rows = mails.body?.datos ?? []
    expect(rows).toHaveLength(2)
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id)
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      para: player.email,
      asunto: 'Restablecé tu contraseña',
      cuerpo: expect.stringContaining('/acceso/reestablecer?auth='),
      enlace: expect.stringContaining('/acceso/reestablecer?auth='),
      creadoEn: expect.any(String),
    })
    const cli = await operatorCli('correos', player.email)
    expect(cli.code).toBe(0)
    expect(cli.stdout).toContain('Asunto: Restablecé tu contraseña')
  })
})
