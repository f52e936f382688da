import { rewriteUrl } from '@/lib/rewrite-url'

const request = { url: 'http://localhost:3000/mi-cuenta/datos-personales?x=1' }

describe('rewriteUrl', () => {
  it('keeps the request origin under `next start`, whatever the shell calls its HOSTNAME', () => {
    const url = rewriteUrl('/servicio-no-disponible', request, {
      HOSTNAME: 'web-7f9c',
      PORT: '3000',
    })
    expect(url.href).toBe('http://localhost:3000/servicio-no-disponible')
  })

  it("takes the standalone router's own address (HOSTNAME:PORT), which it serves as its own page", () => {
    const standalone = {
      __NEXT_PRIVATE_STANDALONE_CONFIG: '{}',
      HOSTNAME: '127.0.0.1',
      PORT: '3105',
    }
    expect(rewriteUrl('/servicio-no-disponible', request, standalone).href).toBe(
      'http://127.0.0.1:3105/servicio-no-disponible',
    )
  })

  it("uses server.js's defaults and brackets an IPv6 address", () => {
    expect(rewriteUrl('/x', request, { __NEXT_PRIVATE_STANDALONE_CONFIG: '{}' }).href).toBe(
      'http://0.0.0.0:3000/x',
    )
    expect(
      rewriteUrl('/x', request, { __NEXT_PRIVATE_STANDALONE_CONFIG: '{}', HOSTNAME: '::' }).href,
    ).toBe('http://[::]:3000/x')
  })
})
