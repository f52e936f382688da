// What the operator's licence obliges the site to say, configured in one place (README.md,
// "Configuration"): the responsible-play help line and the regulator's permit. Read when the site
// is built (NEXT_PUBLIC_*), like the product's name in lib/site.ts.

/**
 * The demo operator's help line, as its own "Juego responsable" page states it
 * (packages/reference-backend/src/seed/content-data.ts): tests keep the two alike.
 */
export const DEFAULT_HELP_LINE = '(021) 600 100, opción 3'

export interface HelpLine {
  /** As players read it: `(021) 600 100, opción 3`. */
  texto: string
  /** What a phone dials: `tel:+59521600100`. */
  href: string
}

/**
 * A Paraguayan number as a `tel:` link in international form, so it dials from any phone: the
 * digits before the first comma (what follows is a menu option, not part of the number), the
 * trunk 0 replaced by the country code.
 */
export function telHref(numero: string): string {
  const digits = (numero.split(',')[0] ?? '').replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  return `tel:+595${digits.replace(/^0/, '')}`
}

export function helpLine(
  texto = process.env.NEXT_PUBLIC_LINEA_AYUDA,
  numero = process.env.NEXT_PUBLIC_LINEA_AYUDA_TEL,
): HelpLine {
  const shown = texto?.trim() || DEFAULT_HELP_LINE
  return { texto: shown, href: telHref(numero?.trim() || shown) }
}

/**
 * The permit the regulator (CONAJZAR) gave this game, e.g. `Resolución N.º 123/2025`; null until
 * the operator sets it, so the site never shows a number nobody issued.
 */
export function conajzarPermit(raw = process.env.NEXT_PUBLIC_PERMISO_CONAJZAR): string | null {
  return raw?.trim() || null
}
