import { imageOrigins, imageRemotePatterns } from '@/lib/image-hosts.mjs'
import { contentSecurityPolicy } from '@/lib/security-headers.mjs'

const env = (extra: Record<string, string> = {}) =>
  ({ NODE_ENV: 'production', ...extra }) as NodeJS.ProcessEnv

describe('image hosts', () => {
  it('allows no remote picture on the embedded backend', () => {
    expect(imageOrigins(env())).toEqual([])
    expect(contentSecurityPolicy(env())).toMatch(/img-src 'self' data: blob:;/)
  })

  it("takes the backend's origin and the listed CDNs, once each, any path", () => {
    const patterns = imageRemotePatterns(
      env({
        BACKEND_URL: 'https://api.example.py/servicios',
        IMAGE_HOSTS:
          ' https://cdn.example.py , http://fotos.example.py:8080/x,https://api.example.py',
      }),
    )
    expect(patterns).toEqual([
      { protocol: 'https', hostname: 'api.example.py', port: '', pathname: '/**' },
      { protocol: 'https', hostname: 'cdn.example.py', port: '', pathname: '/**' },
      { protocol: 'http', hostname: 'fotos.example.py', port: '8080', pathname: '/**' },
    ])
  })

  it('lets the browser load those pictures itself (SVGs are never resized)', () => {
    const csp = contentSecurityPolicy(env({ IMAGE_HOSTS: 'https://cdn.example.py' }))
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.py;/)
  })

  it('refuses what is not an http(s) origin, in Spanish', () => {
    expect(() => imageOrigins(env({ IMAGE_HOSTS: 'cdn.example.py' }))).toThrow(
      'no es un origen válido',
    )
    expect(() => imageOrigins(env({ IMAGE_HOSTS: 'ftp://cdn.example.py' }))).toThrow(
      'debe empezar con https:// o http://',
    )
  })
})
