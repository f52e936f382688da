import type messages from '@/messages/es.json'

// The player's account links, in one place: the account side menu, the header's Mi Cuenta menu
// (and any other menu of the account) list these, so the menus cannot drift apart again
// (docs/history.md, issue 26 found the side menu without Mis cartones and Mis premios and the
// header's without Movimientos, Sesiones, Cobros and Verificación). Order: the account menu of
// docs/product.md §2 (Mi perfil, Solicitar Verificación, Mis Movimientos, Mis Sesiones, Solicitud
// de Cobros), then the header's own entries (Mis Cartones, Mis Premios, Autoexclusión), with
// Límites y pausas beside Autoexclusión. docs/product.md calls the first one Mi perfil in the side
// menu and Datos personales in the header; one list needs one name, and the account area's menu
// gives it.

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
