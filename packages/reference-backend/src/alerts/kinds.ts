// The kinds of alert a draw leaves for a player (db/alerts-schema.ts, avisos.tipo).

/** The player's cards won in the draw: in-site notice, e-mail and push. */
export const ALERT_PRIZE = 'PREMIO'
/** A pack of the player's needs its next draw's card chosen: push only. */
export const ALERT_PACK_CHOICE = 'ELEGIR_CARTON'
/** The close of sales chose a pack's card: notice, e-mail and push, each switchable. */
export const ALERT_CARD_CHOSEN = 'CARTON_ELEGIDO'
/** A pack's card still to choose, 24 h and 2 h before the close of sales. */
export const ALERT_REMINDER = { '24h': 'RECORDATORIO_24H', '2h': 'RECORDATORIO_2H' } as const

export const MIS_CARTONES_PATH = '/mi-cuenta/mis-cartones'

export const MIS_PREMIOS_PATH = '/mi-cuenta/mis-premios'
/** Where "Elegir cartones" of each pack is (VISTA GENERAL, MIS PACKS ACTIVOS). */
export const PACKS_PATH = '/mi-cuenta/datos-personales'
