'use client'

import { useTranslations } from 'next-intl'
import { formatBall } from '@loteria/contract/format'
import styles from './mi-jugada.module.css'

/** One play of a card as the printed cartón has it: 15 numbers in 5 columns and 3 rows. */
export function CartonGrid({
  numeros,
  called,
  label,
}: {
  numeros: readonly number[]
  called: ReadonlySet<number>
  label: string
}) {
  const t = useTranslations('Live')
  return (
    <ol className={styles.grid} aria-label={label}>
      {numeros.map((n) => (
        <li
          key={n}
          className={called.has(n) ? `${styles.cell} ${styles.hit}` : styles.cell}
          data-marcado={called.has(n) ? 'si' : 'no'}
        >
          {formatBall(n)}
          {called.has(n) && <span className="visually-hidden"> ({t('marked')})</span>}
        </li>
      ))}
    </ol>
  )
}
