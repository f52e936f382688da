import { formatGs } from './format'

// What a draw gave a player, in one phrase: the in-site notice, the e-mail and the push say it alike.

/** "Gs. 250.000", "Gs. 250.000 y Cartón gratis": what a draw gave the player. */
export function wonText(monto: number, bienes: readonly string[]): string {
  const parts = [...(monto > 0 ? [formatGs(monto)] : []), ...bienes]
  return new Intl.ListFormat('es', { type: 'conjunction' }).format(parts)
}
