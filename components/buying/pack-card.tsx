import Link from 'next/link'
import { useTranslations } from 'next-intl'
import type { Pack } from '@/lib/backend/schemas/buying'
import { formatGs } from '@loteria/shared/format'
import styles from './buying.module.css'

/** A pack on sale: name, draws, price, saving and Elegir Cartones. */
export function PackCard({ pack }: { pack: Pack }) {
  const t = useTranslations('Buying')
  const headingId = `pack-${pack.id}`
  return (
    <article className={`card ${styles.pack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.packName}>
        {pack.nombre}
      </h2>
      <p className={styles.packDraws}>{t('packDraws', { sorteos: pack.sorteos })}</p>
      <p className={styles.packPrice}>
        {formatGs(pack.precio)} <span className={styles.muted}>{t('packPerCard')}</span>
      </p>
      <p className={styles.saving}>{t('packSaving', { ahorro: pack.ahorro })}</p>
      <Link
        href={`/comprar-carton/elegir?pack=${pack.id}`}
        className="button button-accent"
        aria-describedby={headingId}
      >
        {t('chooseCards')}
      </Link>
    </article>
  )
}
