import { cardQrUrl, readCardQr, readVerifyParams, VERIFY_PATH } from '@/lib/card-qr/content'

const HOST = 'sorteo.example.py'
const ours = (query: string) => `https://${HOST}${VERIFY_PATH}?${query}`

describe('cardQrUrl', () => {
  it('is the card check address with the card and its draw', () => {
    expect(cardQrUrl('https://sorteo.example.py/', { carton: '004512', sorteo: '12' })).toBe(
      'https://sorteo.example.py/verificar?carton=004512&sorteo=12',
    )
  })

  it('reads back as the same card (leading zeros kept)', () => {
    const url = cardQrUrl(`http://${HOST}`, { carton: '000123', sorteo: '7' })
    expect(readCardQr(url, HOST)).toEqual({ ok: true, card: { carton: '000123', sorteo: '7' } })
  })
})

describe('readCardQr', () => {
  it('takes our address, in either scheme, with a trailing slash or more parameters', () => {
    const card = { carton: '004512', sorteo: '12' }
    expect(readCardQr(ours('carton=004512&sorteo=12'), HOST)).toEqual({ ok: true, card })
    expect(readCardQr(`http://${HOST}/verificar/?sorteo=12&carton=004512`, HOST)).toEqual({
      ok: true,
      card,
    })
    expect(readCardQr(`  ${ours('carton=004512&sorteo=12&utm=papel')}\n`, HOST)).toEqual({
      ok: true,
      card,
    })
    expect(readCardQr(ours('carton=004512&sorteo=12'), HOST.toUpperCase())).toEqual({
      ok: true,
      card,
    })
  })

  it.each([
    ['another site', 'https://otro.example.com/verificar?carton=004512&sorteo=12'],
    ['a look-alike host', `https://${HOST}.evil.example/verificar?carton=1&sorteo=2`],
    ['another page of ours', `https://${HOST}/resultados?carton=004512&sorteo=12`],
    ['plain text', 'Cartón 004512 sorteo 12'],
    ['a bare number', '004512'],
    ['a relative address', '/verificar?carton=004512&sorteo=12'],
    ['another scheme', `ftp://${HOST}/verificar?carton=1&sorteo=2`],
    ['nothing', ''],
  ])('refuses %s as foreign', (_, text) => {
    expect(readCardQr(text, HOST)).toEqual({ ok: false, reason: 'foreign' })
  })

  it.each([
    ['no parameters', ours('')],
    ['no draw', ours('carton=004512')],
    ['no card', ours('sorteo=12')],
    ['letters in the card', ours('carton=45a12&sorteo=12')],
    ['a negative draw', ours('carton=004512&sorteo=-12')],
    ['a decimal draw', ours('carton=004512&sorteo=1.5')],
    ['a card longer than any', ours('carton=12345678901&sorteo=12')],
  ])('says ours but unusable for %s', (_, text) => {
    expect(readCardQr(text, HOST)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('readVerifyParams', () => {
  it('is missing when the address names nothing', () => {
    expect(readVerifyParams(new URLSearchParams(''))).toEqual({ ok: false, reason: 'missing' })
    expect(readVerifyParams(new URLSearchParams('carton=&sorteo='))).toEqual({
      ok: false,
      reason: 'missing',
    })
  })

  it('is invalid when either value is not a number', () => {
    expect(readVerifyParams(new URLSearchParams('carton=abc&sorteo=3'))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(readVerifyParams(new URLSearchParams('carton=123'))).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('gives the card and draw as typed', () => {
    expect(readVerifyParams(new URLSearchParams('sorteo=3&carton=000042'))).toEqual({
      ok: true,
      card: { carton: '000042', sorteo: '3' },
    })
  })
})
