// Runs the embedded backend in this process on a database of its own (EMBEDDED_DATA_DIR), calls
// POST /servicios/operador/sorteos/ejecutar and prints the answer's status and cache-tags header as
// JSON. Started by the draws contract test through tsx: PGlite cannot start inside jest's VM, and
// the site's /servicios face consumes the header, so HTTP cannot show it.
import { closeDatabase, handle } from '@loteria/reference-backend'
import { operatorToken } from '@loteria/shared'

async function main() {
  const response = await handle(
    new Request('http://localhost/servicios/operador/sorteos/ejecutar', {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorToken()}` },
    }),
  )
  const body = (await response.json()) as { error?: boolean }
  console.log(
    JSON.stringify({
      status: response.status,
      error: body.error,
      tags: response.headers.get('x-revalidate-tags'),
    }),
  )
  await closeDatabase()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
