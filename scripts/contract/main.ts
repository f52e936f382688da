import type { Options } from './context'
import { runContract } from './run'

// npm run contract -- <BACKEND_URL> [--writes --usuario EMAIL --clave CLAVE] [--stream-token T]
// [--operator-token T]
// Checks a backend against the contract the site expects (docs/contract.md "Checking your
// backend"): one line per call, a summary, exit 1 on any ✗.

const USAGE = `Uso: npm run contract -- <BACKEND_URL> [--writes --usuario EMAIL --clave CLAVE]
                                   [--stream-token TOKEN] [--operator-token TOKEN]
  Sin --writes solo lee: ninguna llamada que un backend del contrato acepte cambia algo.
  --writes inicia sesión con la cuenta de prueba, reserva, compra (y cancela la compra) y envía
    formularios que el contrato rechaza (docs/contract.md, "Checking your backend").
  --stream-token abre el flujo del sorteo en vivo; --operator-token comprueba las llamadas operador/*.
  También por el entorno: CONTRACT_USUARIO, CONTRACT_CLAVE, BACKEND_STREAM_TOKEN,
  CONTRACT_OPERATOR_TOKEN.`

function options(argv: string[]): Options | string {
  const flags = new Map<string, string>()
  const positional: string[] = []
  let writes = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--writes') writes = true
    else if (arg === '--help' || arg === '-h') return USAGE
    else if (arg.startsWith('--')) flags.set(arg.slice(2), argv[++i] ?? '')
    else positional.push(arg)
  }
  const origin = positional[0] ?? process.env.BACKEND_URL
  if (!origin || !URL.canParse(origin)) return USAGE
  const usuario = flags.get('usuario') ?? process.env.CONTRACT_USUARIO
  const clave = flags.get('clave') ?? process.env.CONTRACT_CLAVE
  if (writes && (!usuario || !clave))
    return `--writes necesita la cuenta de prueba: --usuario y --clave.\n${USAGE}`
  const streamToken = flags.get('stream-token') ?? process.env.BACKEND_STREAM_TOKEN
  const operatorToken = flags.get('operator-token') ?? process.env.CONTRACT_OPERATOR_TOKEN
  return { origin, writes, usuario, clave, streamToken, operatorToken }
}

async function main() {
  const given = options(process.argv.slice(2))
  if (typeof given === 'string') {
    console.error(given)
    process.exit(2)
  }
  const suite = await runContract(given)
  process.exit(suite.count('✗') > 0 ? 1 : 0)
}

void main()
