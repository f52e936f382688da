/** @jest-environment node */
import messages from '@/messages/es.json'

// Issue 26, defect 15 (docs/history.md): headings and buttons mixed Title Case ("En Vivo", "Ver Mis
// premios") with the sentence case of the rest, and named one menu entry three ways ("Mis Premios",
// "Mis premios", "mis premios"). The rule: our own words are in sentence case; a name
// docs/product.md gives word for word (a menu entry, a button, a title) is written exactly as it is
// there, wherever the site names it.

/** The names of docs/product.md with capitals inside, exactly as it writes them. */
const SPEC_NAMES = [
  'Mi Cuenta',
  'Mis Premios',
  'Mis Cartones',
  'Mis Movimientos',
  'Mis Sesiones',
  'Solicitud de Cobros',
  'Solicitar Verificación',
  'Cerrar Sesión',
  'Comprar Cartón',
  'Canjear Cartón',
  'Elegir Cartón',
  'Elegir Cartones',
  // docs/product.md §2 writes the packs' button in sentence case ("Elegir cartones when
  // cartonesPendientes").
  'Elegir cartones',
  'Editar Perfil',
  'Configurar Cookies',
  'La Empresa',
  'Aceptar Términos y Condiciones',
  'Términos y Condiciones',
  'Cédula Identidad',
  'Restan {cantidad} Sorteos de tu {pack}',
  // The validation messages of docs/product.md §5, verbatim.
  'Ingrese su Nombre.',
  'Ingrese su Apellido.',
  'Ingrese su Direccion.',
  'Ingrese su Departamento.',
]

/** Names that are capitalised in any sentence: places, brands, plays, the regulator. */
const PROPER_NOUNS = [
  'Paraguay',
  'Asunción',
  'Encarnación',
  'Ciudad del Este',
  'Tigo Money',
  'Billetera Personal',
  'Bancard',
  'Zimple',
  'Facebook',
  'Instagram',
  'YouTube',
  'Twitter',
  'Comisión Nacional de Juegos de Azar',
  'Ley',
  'Tradicional',
  'Revancha',
  'Siempre Sale',
  'Azar',
  'Sorteo N°',
  'Cartón N°',
  'Cartón gratis',
  'Página {actual} de {total}',
]

function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]]
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k))
  }
  return []
}

const ALL = strings(messages)
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/\{[^{}]*\}/g, 'x')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The words left once the names of docs/product.md, proper nouns and «quoted» labels (another
 * site's button, as a help step quotes it) are taken out, in place of each a comma.
 */
const withoutNames = (text: string) =>
  [...SPEC_NAMES, ...PROPER_NOUNS]
    .map(plain)
    .sort((a, b) => b.length - a.length)
    .reduce((rest, name) => rest.split(name).join(','), plain(text).replace(/«[^»]*»/g, ','))

/** A capitalised word that starts no sentence: after a letter, a digit or a comma, not after . ! ? : */
function titleCased(text: string): string[] {
  const words = withoutNames(text).split(' ')
  return words.filter((word, i) => {
    if (i === 0 || !/^[¿¡«"(]?[A-ZÁÉÍÓÚÑ][a-záéíóúñü]/.test(word)) return false
    const before = words[i - 1] ?? ''
    return !/[.!?:…»"]$/.test(before) && !/^[¿¡]/.test(word)
  })
}

describe('one case for headings, buttons and names', () => {
  it('short texts (titles, buttons, links, labels) are in sentence case', () => {
    const offenders = ALL.filter(([, text]) => plain(text).split(' ').length <= 8)
      .map(([key, text]) => [key, text, titleCased(text)] as const)
      .filter(([, , words]) => words.length > 0)
      .map(([key, text]) => `${key}: ${text}`)
    expect(offenders).toEqual([])
  })

  it('a name docs/product.md gives is written as it writes it wherever the site names it', () => {
    const names = SPEC_NAMES.filter((name) => name.includes(' ')).map(plain)
    const isSpec = (found: string) => names.includes(found)
    const offenders = ALL.flatMap(([key, text]) => {
      const words = plain(text)
      return names.flatMap((name) => {
        const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        return [...words.matchAll(new RegExp(`\\b${escaped}\\b`, 'gi'))]
          .filter((match) => {
            // The titles of docs/product.md are capitals (VISTA GENERAL, MIS PACKS ACTIVOS): so are
            // the other account titles, which is not a different casing of the name.
            if (isSpec(match[0]) || match[0] === match[0].toUpperCase()) return false
            // A text that is the name itself (a button, a menu label) writes it as docs/product.md
            // does; a page's <title> is a sentence of its own (Metadata).
            if (match[0].length === words.length) return !key.startsWith('Metadata.')
            // Inside a sentence, a capitalised first letter means the name, not the words.
            return match.index > 0 && match[0].charAt(0) === name.charAt(0)
          })
          .map((match) => `${key}: «${match[0]}» should be «${name}»`)
      })
    })
    expect(offenders).toEqual([])
  })
})
