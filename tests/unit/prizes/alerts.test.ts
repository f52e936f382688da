/** @jest-environment node */
import {
  isKnownPushService,
  pushServiceHosts,
  winMail,
  winPush,
  wonText,
} from '@loteria/reference-backend/testing'
import { isPushEndpoint, pushSubscriptionSchema } from '@loteria/contract'
import { readPushNotice } from '@/lib/push-notice'

// Issue 18 (docs/history.md): what a push subscription must look like (site and backend share the
// schema), what the service worker accepts from a push message, and the words of the prize e-mail
// and push.

const schema = pushSubscriptionSchema('no')
const valid = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
    auth: Buffer.alloc(16, 2).toString('base64url'),
  },
}

describe('push subscription', () => {
  it('accepts what PushSubscription.toJSON() gives, padded keys too', () => {
    expect(schema.safeParse(valid).success).toBe(true)
    const padded = { ...valid, keys: { ...valid.keys, auth: `${valid.keys.auth}==` } }
    expect(schema.safeParse(padded).data?.keys.auth).toBe(valid.keys.auth)
  })

  it.each([
    [
      'a key that is not an uncompressed point',
      { p256dh: Buffer.alloc(65, 3).toString('base64url') },
    ],
    ['a short key', { p256dh: 'BAAA' }],
    ['a long secret', { auth: Buffer.alloc(17).toString('base64url') }],
    ['base64 that is not base64url', { auth: '+'.repeat(22) }],
  ])('refuses %s', (_, keys) => {
    expect(schema.safeParse({ ...valid, keys: { ...valid.keys, ...keys } }).success).toBe(false)
  })

  it('takes https endpoints, and plain http on this machine only', () => {
    expect(isPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true)
    expect(isPushEndpoint('http://127.0.0.1:3147/push/x')).toBe(true)
    expect(isPushEndpoint('http://localhost/push')).toBe(true)
    expect(isPushEndpoint('http://push.example.com/x')).toBe(false)
    expect(isPushEndpoint('https://user:pw@push.example.com/x')).toBe(false)
    expect(isPushEndpoint('javascript:alert(1)')).toBe(false)
    expect(isPushEndpoint('no es una URL')).toBe(false)
  })
})

describe('push notice in the service worker', () => {
  it('reads the backend payload', () => {
    expect(
      readPushNotice({
        titulo: '¡Ganaste!',
        cuerpo: 'Cartón',
        url: '/mi-cuenta/mis-premios',
        etiqueta: 'p-1',
      }),
    ).toEqual({
      titulo: '¡Ganaste!',
      cuerpo: 'Cartón',
      url: '/mi-cuenta/mis-premios',
      etiqueta: 'p-1',
    })
  })

  it('shows nothing for a payload that is not ours, and opens only same-site paths', () => {
    expect(readPushNotice(undefined)).toBeUndefined()
    expect(readPushNotice({ cuerpo: 'sin título' })).toBeUndefined()
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:x',
    ]) {
      expect(readPushNotice({ titulo: 'x', url })?.url).toBe('/mi-cuenta/mis-premios')
    }
  })
})

describe('prize alert texts', () => {
  // Issue 26 (docs/history.md): the e-mail and the push said "¡Ganaste Gs. 250.000!" where the site
  // says what the player collects after the tax withheld: they state the net, with the prize and
  // the tax.
  const prizes = [
    {
      numeroCarton: '004512',
      jugada: 'Tradicional',
      aciertos: 13,
      premio: 200_000,
      descuentoFiscal: 9_000,
      total: 191_000,
    },
    {
      numeroCarton: '004512',
      jugada: 'Azar',
      aciertos: null,
      premio: 50_000,
      descuentoFiscal: 2_250,
      total: 47_750,
    },
    {
      numeroCarton: '010203',
      jugada: 'Azar',
      aciertos: null,
      premio: 'Cartón gratis',
      descuentoFiscal: 0,
      total: 0,
    },
  ]

  it('adds what the player collects of the cash and names the goods', () => {
    expect(wonText(prizes.slice(0, 2))).toBe('Gs.\u00a0238.750')
    expect(wonText(prizes)).toBe('Gs.\u00a0238.750 y Cartón gratis')
    expect(wonText(prizes.slice(2))).toBe('Cartón gratis')
  })

  it('the e-mail names the draw, each card, play and net prize, the tax, how to claim and Mis premios', () => {
    process.env.SITE_URL = 'https://sorteo.example.py'
    const mail = winMail(
      { email: 'ana@example.com.py', nombre: 'Ana' },
      { id: 1288, fecha: new Date('2026-11-29T23:00:00Z') },
      prizes,
    )
    expect(mail.asunto).toBe(
      '¡Ganaste en el Sorteo N° 1288! Cobrás Gs.\u00a0238.750 y Cartón gratis',
    )
    expect(mail.asunto).not.toContain('250.000')
    expect(mail.cuerpo).toContain('En el Sorteo N° 1288 del 29/11/2026 ganaste:')
    expect(mail.cuerpo).toContain(
      '- Cartón N° 004512, Tradicional (13 aciertos): cobrás Gs.\u00a0191.000 (premio Gs.\u00a0200.000 menos Gs.\u00a09.000 de impuesto retenido)',
    )
    expect(mail.cuerpo).toContain('- Cartón N° 010203, Azar: Cartón gratis')
    expect(mail.cuerpo).toContain(
      'En total cobrás Gs.\u00a0238.750: premio Gs.\u00a0250.000 menos Gs.\u00a011.250 de impuesto retenido.',
    )
    expect(mail.cuerpo).toContain('Cómo cobrar')
    expect(mail.cuerpo).toContain('Canjear Cartón')
    expect(mail.enlace).toBe('https://sorteo.example.py/mi-cuenta/mis-premios')
  })

  it('a prize in goods only is named as it is: there is no tax to state', () => {
    const mail = winMail(
      { email: 'ana@example.com.py', nombre: 'Ana' },
      { id: 1288, fecha: new Date('2026-11-29T23:00:00Z') },
      prizes.slice(2),
    )
    expect(mail.asunto).toBe('¡Ganaste Cartón gratis en el Sorteo N° 1288!')
    expect(mail.cuerpo).not.toContain('impuesto retenido')
    expect(winPush(1288, prizes.slice(2)).cuerpo).toBe(
      'Cartón N° 010203. Tocá para ver Mis Premios y cobrar.',
    )
  })

  it('the push says the same, briefly, and opens Mis premios', () => {
    expect(winPush(1288, prizes)).toEqual({
      titulo: '¡Ganaste en el Sorteo N° 1288! Cobrás Gs.\u00a0238.750 y Cartón gratis',
      cuerpo:
        'Premio Gs.\u00a0250.000 menos Gs.\u00a011.250 de impuesto retenido. Cartones N° 004512, 010203. Tocá para ver Mis Premios y cobrar.',
      url: '/mi-cuenta/mis-premios',
      etiqueta: 'premio-1288',
    })
  })
})

describe('push service hosts', () => {
  it('accepts the browsers’ push services and refuses any other host', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://wns2-by3p.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/QGx',
    ]) {
      expect([endpoint, isKnownPushService(endpoint)]).toEqual([endpoint, true])
    }
    for (const endpoint of [
      'https://169.254.169.254/latest',
      'https://push.services.mozilla.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://intranet.example/x',
    ]) {
      expect([endpoint, isKnownPushService(endpoint)]).toEqual([endpoint, false])
    }
    const own = pushServiceHosts('push.example.py, .corp.example')
    expect(isKnownPushService('https://push.example.py/x', own)).toBe(true)
    expect(isKnownPushService('https://a.corp.example/x', own)).toBe(true)
    expect(isKnownPushService('https://fcm.googleapis.com/x', own)).toBe(false)
  })
})
