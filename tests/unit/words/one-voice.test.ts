/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'

// The site speaks to the player with vos (Comprá, Elegí, Registrate, Ingresá, Podés, Tenés), in
// messages/es.json and in the embedded backend's Spanish. The only exceptions are the messages
// docs/product.md lists word for word, which stay verbatim (that file is the source of truth).

const ROOT = path.join(__dirname, '..', '..', '..')

/** The verbatim messages and titles of docs/product.md in usted or tú. */
const SPEC_VERBATIM = [
  'Ocurrio un error, vuelva a intentar',
  'Ingrese un correo válido.',
  'Ingrese un nombre y apellido válido.',
  'Ingrese un teléfono válido.',
  'Ingrese un mensaje válido.',
  'Debes ser mayor de edad para registrarte.',
  'Ingrese su Nombre.',
  'Ingrese su Apellido.',
  'Ingrese contraseña.',
  'Ingrese su teléfono.',
  'Ingrese su país.',
  'Ingrese su departamento.',
  'Ingrese su ciudad.',
  'Ingrese su fecha de nacimiento.',
  'Ingrese su tipo documento.',
  'Ingrese su documento.',
  'Ingrese su Direccion.',
  'Ingrese su sexo.',
  'Ingrese su pais de residencia',
  'Ingrese su Departamento.',
  'Ingrese su barrio.',
  'Debes seleccionar el tiempo de autoexclusión',
  'Debes iniciar sesión para realizar la operación',
  'Por favor, completa el formulario correctamente',
  'INGRESE LA NUEVA CONTRASEÑA',
]

/** Usted and tú forms that address the player (vos says Ingresá, Elegí, Podés, Tenés…). */
const NOT_VOS = new RegExp(
  [
    // Imperatives and "you must" that open a sentence (lower case they are third person).
    '\\b(Ingrese|Seleccione|Confirme|Elija|Adjunte|Complete|Intente|Vuelva|Verifique|Revise|Inicie|Acepte|Debe|Debes|Elige|Ingresa|Selecciona|Completa|Intenta|Vuelve|Revisa|Acepta)\\b',
    // Tú and usted forms anywhere.
    '\\b(ingrese|seleccione|confirme|elija|debes|puedes|tienes|quieres|podrás|tendrás|recibirás|deberás|verás|usted|tiene permiso)\\b',
  ].join('|'),
)

function withoutSpecMessages(text: string): string {
  return SPEC_VERBATIM.reduce((rest, message) => rest.split(message).join(''), text)
}

function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]]
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k))
  }
  return []
}

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(relative)
    return entry.name.endsWith('.ts') ? [relative] : []
  })
}

/** The string literals of a source file (comments are English and skipped). */
function literals(source: string): string[] {
  return [...source.matchAll(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g)].map((match) => match[0])
}

describe('one voice: vos', () => {
  it('every message of messages/es.json speaks vos, except the verbatim ones of docs/product.md', () => {
    const messages = JSON.parse(fs.readFileSync(path.join(ROOT, 'messages', 'es.json'), 'utf8'))
    const offenders = strings(messages).filter(([, text]) =>
      NOT_VOS.test(withoutSpecMessages(text)),
    )
    expect(offenders).toEqual([])
  })

  it('the messages docs/product.md lists stay word for word', () => {
    const messages = fs.readFileSync(path.join(ROOT, 'messages', 'es.json'), 'utf8')
    for (const message of SPEC_VERBATIM) {
      expect(messages).toContain(`"${message}"`)
    }
  })

  it('the embedded backend’s Spanish (messages, validation, seed texts) speaks vos', () => {
    const offenders = [
      ...files(path.join('packages', 'reference-backend', 'src')),
      ...files(path.join('packages', 'shared', 'src')),
    ]
      .filter((file) => !file.includes(`${path.sep}db${path.sep}`))
      .flatMap((file) =>
        literals(fs.readFileSync(path.join(ROOT, file), 'utf8'))
          .filter((literal) => NOT_VOS.test(withoutSpecMessages(literal)))
          .map((literal) => `${file}: ${literal.slice(0, 80)}`),
      )
    expect(offenders).toEqual([])
  })
})
