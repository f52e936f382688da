/** @jest-environment node */
import { createHash } from 'node:crypto'
import { CHECKOUT_CSP, checkoutPage, escapeHtml } from '../../src/payments/checkout-page'
import { PAYMENT_METHODS, paymentMethodName } from '../../src/payments/methods'
import { providerFor } from '../../src/payments/registry'
import { returnPathSchema } from '@loteria/contract'
import { purchaseBodySchema } from '../../src/validation/purchase'

// What a purchase request may carry, the payment methods and their providers, and the simulated
// provider's page.

const valid = {
  pack: 2,
  cartones: [11, 12],
  medioPago: 'tarjeta',
  monto: 228_000,
  clave: 'a1B2c3D4e5F6g7H8_-',
  retorno: '/comprar-carton/resultado',
}

const firstMessage = (input: unknown) => {
  const parsed = purchaseBodySchema.safeParse(input)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

describe('a purchase request', () => {
  it('accepts the site’s request', () => {
    expect(purchaseBodySchema.parse(valid)).toEqual(valid)
  })

  it.each([
    [{ clave: 'a'.repeat(15) }, 'La clave de la compra no es válida.'],
    [{ clave: 'a'.repeat(65) }, 'La clave de la compra no es válida.'],
    [{ clave: 'clave con espacio!' }, 'La clave de la compra no es válida.'],
    [{ medioPago: 'efectivo' }, 'El medio de pago no es válido.'],
    [{ cartones: [] }, 'Elegí al menos un cartón.'],
    [
      { cartones: Array.from({ length: 21 }, (_, i) => i + 1) },
      'Podés comprar hasta 20 cartones a la vez.',
    ],
    [{ cartones: [1.5] }, 'La lista de cartones no es válida.'],
    [{ monto: -1 }, 'El monto no es válido.'],
    [{ monto: '228000' }, 'El monto no es válido.'],
    [{ pack: 0 }, 'El pack elegido no es válido.'],
  ])('refuses %o', (overrides, message) => {
    expect(firstMessage({ ...valid, ...overrides })).toBe(message)
  })

  it('returns only to a path of this site', () => {
    for (const path of ['/comprar-carton/resultado', '/a?b=c', '/']) {
      expect(returnPathSchema.safeParse(path).success).toBe(true)
    }
    for (const path of [
      'https://otro.example/',
      '//otro.example/',
      '/\\otro.example',
      'comprar-carton',
      '/con espacio',
      '/linea\nnueva',
      `/${'x'.repeat(300)}`,
    ]) {
      expect(returnPathSchema.safeParse(path).success).toBe(false)
    }
  })
})

describe('payment methods and providers', () => {
  it('are the four of the contract', () => {
    expect(PAYMENT_METHODS.map((m) => m.codigo)).toEqual([
      'billetera',
      'personal',
      'tarjeta',
      'otra',
    ])
    expect(paymentMethodName('tarjeta')).toBe('Tarjeta de crédito o débito (Bancard)')
    expect(paymentMethodName('desconocido')).toBe('')
  })

  it('every method is served by the simulated provider unless configured otherwise', async () => {
    for (const { codigo } of PAYMENT_METHODS) {
      const provider = providerFor(codigo, {})
      expect(provider?.nombre).toBe('simulado')
      await expect(
        provider!.startPayment({
          referencia: 'abc_123',
          medioPago: codigo,
          monto: 1,
          descripcion: '',
        }),
      ).resolves.toBe(`/servicios/pasarela/${codigo}/abc_123`)
    }
    expect(providerFor('tarjeta', { PAGOS_TARJETA_PROVEEDOR: 'simulado' })?.nombre).toBe('simulado')
  })

  it('an unknown adapter in the configuration serves nothing (and says so in the log)', () => {
    const log = jest.spyOn(process.stderr, 'write').mockImplementation(() => true)
    expect(providerFor('tarjeta', { PAGOS_TARJETA_PROVEEDOR: 'inexistente' })).toBeUndefined()
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('"setting":"PAGOS_TARJETA_PROVEEDOR","adapter":"inexistente"'),
    )
    log.mockRestore()
  })
})

describe('the simulated provider’s page', () => {
  const view = {
    proveedor: 'Tigo Money',
    descripcion: 'PACK 12 SORTEOS',
    monto: 228_000,
    cantidadCartones: 2,
    estado: 'PENDIENTE' as const,
    mensaje: '',
    volverA: '/comprar-carton/resultado?compra=7',
  }

  it('shows the provider, the amount and the cards, with the three choices', async () => {
    const response = checkoutPage(view)
    expect(response.headers.get('content-security-policy')).toBe(CHECKOUT_CSP)
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await response.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('<title>Pago con Tigo Money</title>')
    expect(html).toContain('Gs.\u00a0228.000')
    expect(html).toContain('2 cartones')
    for (const label of ['Aprobar pago', 'Rechazar pago', 'Cancelar y volver']) {
      expect(html).toContain(`>${label}</button>`)
    }
    expect(html).not.toMatch(/<script/i)
  })

  it('allows exactly its own inline style', async () => {
    const html = await checkoutPage(view).text()
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    const hash = createHash('sha256').update(style).digest('base64')
    expect(CHECKOUT_CSP).toContain(`style-src 'sha256-${hash}'`)
    expect(CHECKOUT_CSP).toContain("default-src 'none'")
    expect(CHECKOUT_CSP).toContain("form-action 'self'")
  })

  it('offers no choice once decided, only the way back', async () => {
    const html = await checkoutPage({
      ...view,
      estado: 'RECHAZADA',
      mensaje: 'Pago rechazado',
    }).text()
    expect(html).not.toContain('<form')
    expect(html).toContain('Este pago ya fue rechazado.')
    expect(html).toContain('href="/comprar-carton/resultado?compra=7"')
  })

  it('escapes what it prints', () => {
    expect(escapeHtml(`<b a="1">'&'</b>`)).toBe(
      '&lt;b a=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;',
    )
  })
})
