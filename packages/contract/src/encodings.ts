// The contract's odd encodings (docs/product.md §3), decoded once: the answers' schemas use these.

export interface Direccion {
  nombre: string
  direccion: string
  telefono: string
}

/** siteconfig `direccion`: entries separated by `|`, each `name:address:phone`. */
export function parseDireccion(raw: string | null | undefined): Direccion[] {
  if (!raw) return []
  return raw
    .split('|')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const parts = entry.split(':')
      const at = (i: number) => (parts[i] ?? '').trim()
      if (parts.length === 1) return { nombre: '', direccion: at(0), telefono: '' }
      if (parts.length === 2) return { nombre: at(0), direccion: at(1), telefono: '' }
      // An address may itself hold a colon: the first part is the name, the last the phone.
      return {
        nombre: at(0),
        direccion: parts.slice(1, -1).join(':').trim(),
        telefono: at(parts.length - 1),
      }
    })
}

export interface Coordenadas {
  lat: number
  lng: number
}

/** distributor `localizacion`: a leading character then `lat,lng` (e.g. `@-25.2822,-57.6351`). */
export function parseLocalizacion(raw: string | null | undefined): Coordenadas | null {
  if (!raw) return null
  const match = /(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)/.exec(raw)
  if (!match) return null
  const lat = Number(match[1])
  const lng = Number(match[2])
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { lat, lng }
}

/** A comma-separated list (`bolillas`, `cartones`) as trimmed, non-empty items. */
export function parseCommaList(raw: string | null | undefined): string[] {
  if (!raw) return []
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
}

/** A JSON string field (results, jugadas) parsed to unknown; malformed JSON yields undefined. */
export function parseJsonString(raw: string | null | undefined): unknown {
  if (!raw) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}
