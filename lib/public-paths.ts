// The public pages: the sitemap lists them, the small-phone and accessibility tests walk them.

/** Texts the operator edits in the backend, one page each (docs/product.md §2). */
const CONTENT_PATHS = [
  '/la-empresa',
  '/reglamento',
  '/condiciones',
  '/autoexclusion',
  '/certificaciones',
  '/politica-de-privacidad',
  '/preguntas-frecuentes',
] as const

/** Public pages only; account and buying pages are behind login. */
export const PUBLIC_PATHS = [
  '/home',
  // The packs and their prices, for a visitor before any login.
  '/precios',
  '/resultados',
  '/sorteo-en-vivo',
  '/ganadores',
  '/millonarios',
  '/promociones',
  '/compromiso-social',
  '/distribuidores',
  '/contacto',
  '/ayuda/verificacion-cuenta',
  '/ayuda/agregar-tarjeta',
  '/ayuda/como-comprar',
  ...CONTENT_PATHS,
  '/registrar',
] as const
