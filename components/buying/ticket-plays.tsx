import { useTranslations } from 'next-intl'
import type { CardPlay } from '@loteria/contract'
import styles from './buying.module.css'

/** A card's plays: name and numbers, or a note for the random (azar) play, which has none. */
export function TicketPlays({ jugadas }: { jugadas: CardPlay[] }) {
  const t = useTranslations('Buying')
  return (
    <ul className={styles.plays}>
      {jugadas.map((play) => (
        <li key={play.nombre} className={styles.play}>
          <strong>{play.nombre}</strong>
          {play.azar ? (
            <span className={styles.muted}>{t('randomPlay')}</span>
          ) : (
            <span className={styles.numbers}>
              {play.numeros
                .split(',')
                .filter(Boolean)
                .map((n) => (
                  <span key={n} className={styles.number}>
                    {n.trim()}
                  </span>
                ))}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
