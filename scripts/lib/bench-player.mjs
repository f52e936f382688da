// One player of the draw-night soak (scripts/bench/noche-de-sorteo.mjs): a session of its own,
// cookies kept by hand as the site keeps the backend's, calls from a loopback address of its own.
import http from 'node:http'

const PASSWORD = 'clave123'
/** A player tries this many times, a second apart, to get a card: around the draw, none is for sale. */
const ROUNDS = 30
const ROUND_PAUSE_MS = 1000

// ── HTTP from a chosen loopback address (Linux routes all of 127/8 here): each player is one
// household behind its own address, as on draw night, so per-address limits apply as in production.
export function request(base, pathname, { method = 'GET', from, headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(pathname, base),
      { method, headers, localAddress: from, agent: false },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(body)
  })
}

// ── A player: a session of its own (cookies by hand, as the site keeps the backend's).
export class Player {
  /** `edge`: the origin every call goes to (nginx). */
  constructor(index, edge) {
    this.edge = edge
    this.from = `127.0.${10 + Math.floor(index / 200)}.${(index % 200) + 1}`
    this.tag = `${Date.now().toString(36)}${index}`
    this.email = `noche.${this.tag}@prueba.com.py`
    this.document = `${Date.now() % 1_000_000}${String(index).padStart(3, '0')}`
    this.cookies = new Map()
    this.calls = 0
  }

  async call(method, pathname, body) {
    const headers = {}
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf
    if (body !== undefined) headers['content-type'] = 'application/json'
    this.calls += 1
    const r = await request(this.edge, `/servicios/${pathname}`, {
      method,
      from: this.from,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const cookie of [r.headers['set-cookie'] ?? []].flat()) {
      const [pair] = cookie.split(';')
      const eq = pair.indexOf('=')
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
    if (r.status >= 500) throw new Error(`${method} ${pathname}: ${r.status}`)
    return { status: r.status, body: JSON.parse(r.text) }
  }

  /** A step that failed on the way (a site process died under it) is tried again, as a player would. */
  async retrying(step) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await step()
      } catch (error) {
        this.retries = (this.retries ?? 0) + 1
        if (attempt === 4) throw error
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
      }
    }
  }

  register() {
    return this.retrying(() =>
      this.call('POST', 'rest/usuarios/agregar', {
        nombre: 'Noche',
        apellido: 'Sorteo',
        email: this.email,
        confirmarEmail: this.email,
        password: PASSWORD,
        telefono: '0971 555444',
        codigoPais: 1,
        codigoDepartamento: 11,
        codigoCiudad: 1102,
        fechaNacimiento: '1990-03-10T04:00:00.000Z',
        tipoDocumento: 'CI',
        documento: this.document,
        sexo: 'F',
        recibirNotificaciones: false,
        aceptarTerminos: true,
        direccionParticular: 'Avda. España 1234',
        tokenRecaptcha: '',
      }),
    )
  }

  /** Logs in, takes a free card of the open draw, buys it and approves the payment. */
  async buy() {
    const login = await this.retrying(() =>
      this.call('POST', `login?username=${encodeURIComponent(this.email)}&password=${PASSWORD}`),
    )
    if (login.body.error) throw new Error(`login: ${login.body.mensaje}`)
    const userId = login.body.usuario.id
    for (let round = 1; round <= ROUNDS; round += 1) {
      if (round > 1) await new Promise((resolve) => setTimeout(resolve, ROUND_PAUSE_MS))
      const draw = (await this.retrying(() => this.call('GET', 'rest/sorteos/actual'))).body.datos
      const listing = await this.retrying(() =>
        this.call('GET', `rest/ticket/listar/azar/${draw.id}/5`),
      )
      // While the draw runs, and until the next one opens, there is nothing to sell: the listing
      // answers with an error or no card. A player waits and looks again.
      const card = Array.isArray(listing.body.datos) ? listing.body.datos.find(Boolean) : undefined
      if (!card) {
        this.why = `listing: ${listing.body.mensaje ?? 'no free card'}`
        continue
      }
      const held = await this.retrying(() => this.call('PUT', `rest/reservas/${userId}/${card.id}`))
      if (held.body.error) {
        this.why = `hold: ${held.body.mensaje}`
        continue
      }
      // The same key on every try of this card: a retry returns the same purchase, never a second.
      const key = `noche-${this.tag}-${draw.id}-${card.id}`
      const created = await this.retrying(() =>
        this.call('POST', `rest/compras/${userId}`, {
          pack: 1,
          cartones: [card.id],
          medioPago: 'tarjeta',
          monto: 10_000,
          clave: key,
          retorno: '/comprar-carton/resultado',
        }),
      )
      if (created.body.error) {
        this.why = `purchase: ${created.body.mensaje}`
        continue
      }
      const paid = await this.retrying(async () => {
        this.calls += 1
        const r = await request(this.edge, created.body.datos.redireccion, {
          method: 'POST',
          from: this.from,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'decision=aprobar',
        })
        if (r.status >= 500) throw new Error(`payment: ${r.status}`)
        return r
      })
      const state = await this.retrying(() =>
        this.call('GET', `rest/compras/${userId}/${created.body.datos.id}`),
      )
      // Bought, or the draw closed between the hold and the payment: a new card of the next one.
      if (paid.status === 303 && state.body.datos?.estado === 'APROBADA') {
        return { draw: draw.id, card: card.numero, key }
      }
      this.why = `payment: ${paid.status} ${state.body.datos?.estado} ${state.body.datos?.mensaje ?? ''}`
    }
    throw new Error(`no card bought in ${ROUNDS} rounds (last: ${this.why})`)
  }
}
