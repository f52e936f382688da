import fs from 'node:fs'
import path from 'node:path'
import { canonicalUrl, pageTakes, publicPageRoutes, publicRoute } from '@/lib/public-pages.mjs'

// The table the page memory and the pages' 405 read (lib/public-pages.mjs): which query
// parameters count for each public address, and which requests a page takes.

describe("a public address's query", () => {
  it.each([
    ['/home?utm_source=whatsapp&fbclid=x', '/home'],
    ['/sorteo-en-vivo?x=1', '/sorteo-en-vivo'],
    ['/resultados/1287?ref=qr', '/resultados/1287'],
    ['/login?next=%2Fmi-cuenta&expirada=1', '/login'],
    ['/resultados?utm_medium=x&sorteo=1287', '/resultados?sorteo=1287'],
    ['/api/ganadores?t=9&cantidad=40&ciudad=Luque', '/api/ganadores?cantidad=40&ciudad=Luque'],
    ['/api/en-vivo?t=123', '/api/en-vivo'],
    ['/home?', '/home'],
  ])('%s is kept as %s', (url, canonical) => {
    expect(canonicalUrl(url)).toBe(canonical)
  })

  it("keeps Next's _rsc on an RSC request only", () => {
    expect(canonicalUrl('/home?_rsc=1a2b&x=1', true)).toBe('/home?_rsc=1a2b')
    expect(canonicalUrl('/home?_rsc=1a2b&x=1')).toBe('/home')
  })

  it('leaves an address it does not list as it came', () => {
    expect(canonicalUrl('/mi-cuenta/mis-movimientos?pagina=2')).toBe(
      '/mi-cuenta/mis-movimientos?pagina=2',
    )
    expect(canonicalUrl('/home/?x=1')).toBe('/home/?x=1')
    expect(canonicalUrl('/resultados/1287/opengraph-image?x=1')).toBe(
      '/resultados/1287/opengraph-image?x=1',
    )
  })

  it('names every page of app/(site) and app/(auth), so a new page must say what it reads', () => {
    const pages: string[] = []
    const walk = (folder: string, route: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(folder, entry.name), `${route}/${entry.name}`)
        else if (entry.name === 'page.tsx') pages.push(route)
      }
    }
    for (const group of ['(site)', '(auth)']) walk(path.join(process.cwd(), 'app', group), '')
    expect([...publicPageRoutes()].sort()).toEqual(pages.sort())
    expect(publicRoute('/resultados/1287')?.route).toBe('/resultados/[sorteo]')
    expect(publicRoute('/api/ciudades/11')?.page).toBe(false)
  })
})

describe('the requests a public page takes', () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) => ({
    method,
    url,
    headers,
  })

  it('takes GET, HEAD and server actions', () => {
    expect(pageTakes(request('GET', '/sorteo-en-vivo?x=1'))).toBe(true)
    expect(pageTakes(request('HEAD', '/home'))).toBe(true)
    expect(pageTakes(request('POST', '/login', { 'next-action': '7f3a' }))).toBe(true)
    // A form posted without JavaScript (Next reads its action from the body).
    expect(
      pageTakes(
        request('POST', '/contacto', { 'content-type': 'multipart/form-data; boundary=x' }),
      ),
    ).toBe(true)
  })

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'])('refuses %s', (method) => {
    expect(pageTakes(request(method, '/resultados/1287'))).toBe(false)
  })

  it('refuses a POST that is no server action', () => {
    expect(pageTakes(request('POST', '/sorteo-en-vivo', { 'content-type': 'text/plain' }))).toBe(
      false,
    )
    expect(
      pageTakes(
        request('POST', '/home?x=1', { 'content-type': 'application/x-www-form-urlencoded' }),
      ),
    ).toBe(false)
  })

  it('leaves route handlers and unlisted addresses their own methods', () => {
    expect(pageTakes(request('POST', '/api/cookies'))).toBe(true)
    expect(pageTakes(request('DELETE', '/api/en-vivo'))).toBe(true)
    expect(pageTakes(request('PUT', '/servicios/rest/usuarios/perfil'))).toBe(true)
    expect(pageTakes(request('POST', '/mi-cuenta/datos-personales'))).toBe(true)
  })
})
