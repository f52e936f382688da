'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useSessionState } from '@/components/shell/use-session-state'
import { formatGs } from '@loteria/contract/format'
import { usePersonalHome } from '@/lib/swr/use-personal-home'
import styles from './home.module.css'

/** Card numbers shown before "y N más": one line on a phone. */
const SHOWN_CARDS = 4

/**
 * The logged-in player's block: their cards for Sunday and the prizes waiting to be collected.
 * Its room is kept from the first paint for a hinted player (home.module.css, [data-sesion]) and
 * never taken for anyone else, so the page below it never moves.
 */
export function PersonalHome() {
  const t = useTranslations('Home')
  const state = useSessionState()
  const { data, failed } = usePersonalHome(state.kind === 'in')
  const known = state.kind === 'in' && data?.sesion === true ? data : null
  const hidden = state.kind === 'out'
  const shown = state.kind === 'pending' || state.kind === 'in'

  return (
    <section
      className={`${styles.personal} ${shown ? styles.personalShown : ''}`}
      aria-label={t('personalLabel')}
      aria-busy={!known && !failed}
      hidden={hidden}
    >
      {state.kind === 'in' ? (
        <h2 className={styles.personalTitle}>{t('personalTitle', { nombre: state.nombre })}</h2>
      ) : null}
      {failed ? (
        <p className={styles.personalTile}>{t('personalError')}</p>
      ) : known ? (
        <div className={styles.personalTiles}>
          <div className={styles.personalTile}>
            <h3 className={styles.tileTitle}>{t('myCardsSunday', { sorteo: known.sorteo })}</h3>
            {known.cartones.length > 0 ? (
              <p className={styles.tileCards}>
                {known.cartones.slice(0, SHOWN_CARDS).map((numero) => (
                  <span key={numero} className={styles.cardNumber}>
                    {numero}
                  </span>
                ))}
                {known.cartones.length > SHOWN_CARDS
                  ? ` ${t('myCardsMore', { cantidad: known.cartones.length - SHOWN_CARDS })}`
                  : null}
              </p>
            ) : (
              <p className={styles.tileText}>{t('noCardsSunday')}</p>
            )}
            <Link href="/mi-cuenta/mis-cartones" className={styles.tileLink}>
              {t('viewMyCards')}
            </Link>
          </div>
          <div className={styles.personalTile}>
            <h3 className={styles.tileTitle}>{t('prizesTitle')}</h3>
            {known.premios.cantidad > 0 ? (
              <>
                <p className={styles.tileText}>
                  {t.rich('prizesWaiting', {
                    cantidad: known.premios.cantidad,
                    total: formatGs(known.premios.total),
                    // "Gs." and its digits stay on one line on a 375 px phone (docs/history.md).
                    amount: (chunks) => <span className={styles.amount}>{chunks}</span>,
                  })}
                </p>
                <Link href="/mi-cuenta/mis-premios" className={styles.tileLink}>
                  {t('collectPrizes')}
                </Link>
              </>
            ) : (
              <p className={styles.tileText}>{t('noPrizesWaiting')}</p>
            )}
          </div>
        </div>
      ) : null}
    </section>
  )
}
