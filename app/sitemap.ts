import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/config'

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

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl()
  return PUBLIC_PATHS.map((path) => ({
    url: `${base}${path}`,
    changeFrequency: path === '/home' ? 'daily' : 'weekly',
    priority: path === '/home' ? 1 : 0.6,
  }))
}
