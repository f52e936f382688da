import type messages from '@/messages/es.json'

// The player's account links, in one place: every account menu lists these, so no menu lacks a
// panel another has. Order: docs/product.md §2's account menu, then the header's own entries, with
// Límites y pausas beside Autoexclusión; the first is Mi perfil, the account menu's name for it.

type AccountLinkKey = keyof (typeof messages)['AccountLinks']

export interface AccountLink {
  href: `/mi-cuenta/${string}`
  /** label in the AccountLinks namespace */
  key: AccountLinkKey
  /** other pages that belong to this entry (editar-perfil under Mi perfil) */
  also?: readonly `/mi-cuenta/${string}`[]
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  {
    href: '/mi-cuenta/datos-personales',
    key: 'miPerfil',
    also: ['/mi-cuenta/editar-perfil'],
  },
  {
    href: '/mi-cuenta/solicitar-verificacion',
    key: 'solicitarVerificacion',
    also: ['/mi-cuenta/formulario-verificar'],
  },
  { href: '/mi-cuenta/mis-movimientos', key: 'misMovimientos' },
  { href: '/mi-cuenta/mis-sesiones', key: 'misSesiones' },
  { href: '/mi-cuenta/solicitud-de-cobro', key: 'solicitudCobros' },
  { href: '/mi-cuenta/mis-cartones', key: 'misCartones' },
  { href: '/mi-cuenta/mis-premios', key: 'misPremios' },
  { href: '/mi-cuenta/limites', key: 'limites' },
  { href: '/mi-cuenta/autoexclusion', key: 'autoexclusion' },
]

/** The entry the page at `pathname` belongs to, if any. */
export function currentAccountLink(pathname: string): AccountLink | undefined {
  return ACCOUNT_LINKS.find((link) =>
    [link.href, ...(link.also ?? [])].some((path) => pathname.startsWith(path)),
  )
}
