import { bannerSchema } from '@/lib/backend/banner'
import { safeLinkUrl } from '@/lib/safe-link'

describe('safeLinkUrl', () => {
  it.each([
    ['/comprar-carton', '/comprar-carton'],
    ['/resultados?sorteo=3#bolillas', '/resultados?sorteo=3#bolillas'],
    ['https://www.example.py/promo', 'https://www.example.py/promo'],
    ['http://example.py', 'http://example.py/'],
    ['  /promociones  ', '/promociones'],
  ])('keeps %j', (value, expected) => {
    expect(safeLinkUrl(value)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'ftp://example.py/file',
    'mailto:a@b.py',
    'promociones',
  ])('drops %j', (value) => {
    expect(safeLinkUrl(value)).toBe('')
  })

  it("filters the banner's link when the backend's answer is parsed", () => {
    const banner = bannerSchema.parse({
      foto: '/a.svg',
      fotoMovil: '/b.svg',
      activo: true,
      titulo: 'Promo',
      textoUrl: 'Ver',
      linkUrl: 'javascript:alert(document.cookie)',
    })
    expect(banner.linkUrl).toBe('')
  })
})
