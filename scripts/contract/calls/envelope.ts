import type { Context } from '../context'
import { refusedWith } from '../rules'

// The envelope rules every call shares (docs/product.md §8): an unknown path is a 404 the site
// reads as "Recurso no encontrado", with the envelope, never an HTML page.

export async function checkEnvelope({ suite, open }: Context) {
  await suite.check('GET rest/ruta-que-no-existe (404)', async () => {
    refusedWith(await open.call('GET', 'rest/ruta-que-no-existe-del-contrato'), 404)
    return '404 con { error: true, mensaje }'
  })
}
