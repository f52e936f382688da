import Link from 'next/link'
import { useTranslations } from 'next-intl'
import type { Pack } from '@loteria/contract'
import { pricePerDraw } from '@/lib/buying/pack-value'
import { formatGs } from '@loteria/contract/format'
import styles from './buying.module.css'

/**
 * A pack on sale: name, draws, the price of a card for all of them and of one draw, the saving and
 * Elegir Cartones. The price per draw is what compares packs of different lengths.
 */
export function PackCard({ pack, best = false }: { pack: Pack; best?: boolean }) {
  const t = useTranslations('Buying')
  const headingId = `pack-${pack.id}`
  return (
    <article
      className={`card ${styles.pack} ${best ? styles.packBest : ''}`}
      aria-labelledby={headingId}
    >
      {best ? <p className={styles.bestBadge}>{t('bestValue')}</p> : null}
      <h2 id={headingId} className={styles.packName}>
        {pack.nombre}
      </h2>
      <p className={styles.packPerDraw}>
        {t('packPerDraw', { precio: formatGs(pricePerDraw(pack)) })}
      </p>
      <p className={styles.packPrice}>
        {formatGs(pack.precio)}{' '}
        <span className={styles.muted}>{t('packPerCardFor', { sorteos: pack.sorteos })}</span>
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
