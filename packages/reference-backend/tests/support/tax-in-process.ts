// Runs the embedded backend in this process on a database of its own (EMBEDDED_DATA_DIR) with the
// environment's PRIZE_TAX_PERCENT, and prints as JSON what the pages state and what the demo
// player's prizes withhold: the tax contract test starts it with a rate the shared server lacks.
import { closeDatabase, handle } from '@loteria/reference-backend'

const ORIGIN = 'http://localhost/servicios/'

async function call(path: string, init: RequestInit = {}) {
  const response = await handle(new Request(new URL(path, ORIGIN), init))
  return {
    cookies: response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
    body: (await response.json()) as { datos?: unknown; usuario?: { id: number } },
  }
}

async function main() {
  const reglamento = (await call('rest/info-empresa/reglamento')).body.datos as {
    descripcion: string
  }[]
  const faq = (await call('rest/preguntas')).body.datos as { respuesta: string }[]
  const login = await call('login?username=verificado%40demo.com.py&password=demo1234', {
    method: 'POST',
  })
  const prizes = await call(`rest/usuarios/mis-premios/${login.body.usuario?.id}`, {
    headers: { cookie: login.cookies },
  })
  console.log(
    JSON.stringify({
      reglamento: reglamento.map((page) => page.descripcion).join('\n'),
      faq: faq.map((entry) => entry.respuesta).join('\n'),
      premios: (prizes.body.datos as { premios: unknown[] }[]).flatMap((group) => group.premios),
    }),
  )
  await closeDatabase()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
