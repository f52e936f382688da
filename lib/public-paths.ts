// The sitemap's pages, and the pages the small-phone test walks through.

/** Public pages only; account and buying pages are behind login. */
export const PUBLIC_PATHS = [
  '/home',
  '/resultados',
  '/ganadores',
  '/millonarios',
  '/promociones',
  '/compromiso-social',
  '/distribuidores',
  '/contacto',
  '/ayuda/verificacion-cuenta',
  '/ayuda/agregar-tarjeta',
  '/ayuda/como-comprar',
  '/la-empresa',
  '/reglamento',
  '/condiciones',
  '/autoexclusion',
  '/certificaciones',
  '/politica-de-privacidad',
  '/preguntas-frecuentes',
  '/registrar',
] as const
