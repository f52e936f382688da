/** @jest-environment node */
import { PAYMENT_METHODS } from '@loteria/reference-backend/testing'
import messages from '@/messages/es.json'

// Issue 26, defect 14 (docs/history.md): the checkout offered "Billetera móvil", "Billetera
// personal" and "Otra billetera" where players in Paraguay look for Tigo Money, Billetera Personal
// and Bancard. docs/product.md §1 describes the four methods without naming them (a mobile money
// wallet, a telecom wallet, a card payment provider, another wallet), so the providers' own names
// are used.

const guide = messages.Help.comoComprar.methods

describe('payment method names', () => {
  it('are the providers’ names, in the contract’s order', () => {
    expect(PAYMENT_METHODS.map((method) => [method.codigo, method.nombre])).toEqual([
      ['billetera', 'Tigo Money'],
      ['personal', 'Billetera Personal'],
      ['tarjeta', 'Tarjeta de crédito o débito (Bancard)'],
      ['otra', 'Zimple'],
    ])
  })

  it('each method’s redirect note names the provider it sends the player to', () => {
    const provider = {
      billetera: 'Tigo Money',
      personal: 'Billetera Personal',
      tarjeta: 'Bancard',
      otra: 'Zimple',
    }
    for (const method of PAYMENT_METHODS) {
      expect(method.descripcion).toContain(
        `la página ${method.codigo === 'tarjeta' ? 'segura ' : ''}de ${provider[method.codigo]}`,
      )
    }
  })

  it('the buying guide’s tabs say the same names as the checkout', () => {
    for (const method of PAYMENT_METHODS) {
      expect(guide[method.codigo].name).toBe(method.nombre)
    }
  })

  it('no text of the site calls a method by a generic name', () => {
    expect(JSON.stringify(messages)).not.toMatch(/Otra billetera|otra billetera|Billetera móvil/)
  })
})
