/**
 * @jest-environment node
 */
import { config } from '@/middleware'

// The middleware runs in the site's process for every request its matcher takes: a cached public
// page must never be one of them, or each of its requests pays for a middleware call.
describe('middleware matcher', () => {
  const plain = config.matcher.filter((entry): entry is string => typeof entry === 'string')

  it('takes no public page that is served from the cache', () => {
    for (const page of ['/home', '/resultados', '/ganadores', '/sorteo-en-vivo'])
      expect(plain).not.toContain(page)
  })

  it('takes /resultados only with ?sorteo= (the shared-link redirect)', () => {
    expect(config.matcher).toContainEqual({
      source: '/resultados',
      has: [{ type: 'query', key: 'sorteo' }],
    })
  })
})
