// Where a "Comprar Cartón" goes: a player who is in goes to the purchase; a visitor to
// the public prices page, to see what a card costs before being asked to log in or register.
// /comprar-carton stays behind login (docs/product.md §2).

const PRICES_PATH = '/precios'
export const BUY_PATH = '/comprar-carton'

/** The page the buy links of a visitor ('out'), a hinted or known player, or the server's HTML go to. */
export function buyPathFor(session: 'unknown' | 'pending' | 'in' | 'out'): string {
  return session === 'in' || session === 'pending' ? BUY_PATH : PRICES_PATH
}

/** A pack's purchase: choosing its cards. */
export function choosePackPath(packId: number): string {
  return `${BUY_PATH}/elegir?pack=${packId}`
}
