// Product-wide constants that both server and client code may read.

/** The product's name is configuration (NEXT_PUBLIC_SITE_NAME), with a neutral default. */
export const SITE_NAME = process.env.NEXT_PUBLIC_SITE_NAME || 'Sorteo Semanal'

/** Main menu (docs/product.md §2, Shell), in order. */
export const MAIN_MENU = [
  { href: '/home', key: 'home' },
  { href: '/resultados', key: 'resultados' },
  { href: '/sorteo-en-vivo', key: 'enVivo' },
  { href: '/reglamento', key: 'reglamento' },
  { href: '/ganadores', key: 'ganadores' },
  { href: '/la-empresa', key: 'laEmpresa' },
  { href: '/certificaciones', key: 'certificaciones' },
  { href: '/distribuidores', key: 'distribuidores' },
] as const

export const SNACKBAR_DURATION_MS = 10_000
