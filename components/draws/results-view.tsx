import { getTranslations } from 'next-intl/server'
import type { PlayResult } from '@/lib/backend'
import { formatPrize } from '@loteria/contract/format'
import { ResponsiveTable } from '@/components/ui/responsive-table'
import { Balls } from './balls'
import styles from './results-view.module.css'

/** Every play of a draw: name, winners, balls and prize table; the azar play lists prize cards. */
export async function ResultsView({ plays }: { plays: PlayResult[] }) {
  const t = await getTranslations('Results')
  if (plays.length === 0) return <p className="card">{t('noResult')}</p>
  return (
    <div className={styles.plays}>
      {plays.map((play) => (
        <article
          key={play.nombreJugada}
          className={`card ${styles.play}`}
          data-jugada={play.nombreJugada}
        >
          <header className={styles.header}>
            <h2 className={styles.name}>{play.nombreJugada}</h2>
            <p className={styles.winners}>{t('winners', { count: play.cantidadGanadores })}</p>
          </header>
          {play.azar ? (
            <>
              <h3 className={styles.subheading}>{t('prizeCards')}</h3>
              <ul className={styles.azarList}>
                {play.premios.map((p, i) => (
                  <li key={i}>
                    <strong>{formatPrize(p.premio)}</strong>
                    <span>{t('cards', { cartones: p.cartones.join(', ') })}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <h3 className={styles.subheading}>{t('balls')}</h3>
              <Balls
                numbers={play.bolillas}
                label={t('ballsLabel', { jugada: play.nombreJugada })}
              />
              <ResponsiveTable
                caption={t('tableCaption', { jugada: play.nombreJugada })}
                columns={[
                  { label: t('hits'), kind: 'number' },
                  { label: t('winnersColumn'), kind: 'number' },
                  { label: t('prize'), kind: 'amount' },
                ]}
                rows={play.premios.map((p) => ({
                  key: String(p.aciertos),
                  cells: [p.aciertos, p.nroGanadores, formatPrize(p.premio)],
                }))}
              />
            </>
          )}
        </article>
      ))}
    </div>
  )
}
