import Link from 'next/link'
import { useTranslations } from 'next-intl'
import type { Pack } from '@loteria/contract'
import { packSaving } from '@/lib/buying/pack-saving'
import { pricePerDraw } from '@/lib/buying/pack-value'
import { formatGs } from '@loteria/contract/format'
import styles from './buying.module.css'

/**
 * A pack on sale: name, the price charged for a card of all its draws, then one draw's share (the
 * figure that compares packs of different lengths, marked as an average when it is not exact), the
 * saving and Elegir Cartones. The saving is computed from the prices against `precioCarton`
 * (PRECIO_CARTON), and left out when there is none.
 */
export function PackCard({
  pack,
  precioCarton,
  best = false,
  action,
}: {
  pack: Pack
  precioCarton: number
  best?: boolean
  /** The card's control; by default Elegir Cartones, none with null (the draw does not sell). */
  action?: ((headingId: string) => React.ReactNode) | null
}) {
  const t = useTranslations('Buying')
  const { porcentaje } = packSaving(pack, precioCarton)
  const headingId = `pack-${pack.id}`
  // The one-draw card leads the list, marked as this week's.
  const weekly = pack.sorteos === 1
  const badge = best ? t('bestValue') : weekly ? t('weeklyBadge') : null
  return (
    <article
      className={`card ${styles.pack} ${best ? styles.packBest : ''} ${weekly ? styles.packWeekly : ''}`}
      aria-labelledby={headingId}
    >
      {badge ? (
        <p className={weekly ? `${styles.bestBadge} ${styles.weeklyBadge}` : styles.bestBadge}>
          {badge}
        </p>
      ) : null}
      <h2 id={headingId} className={styles.packName}>
        {pack.nombre}
      </h2>
      {/* What the player pays, for how many draws, first; a per-draw figure only after it, and
          said as an average when it is not exact (17 × Gs. 5.765 is not the Gs. 98.000 charged). */}
      <p className={styles.packPerDraw}>{formatGs(pack.precio)}</p>
      <p className={styles.packPrice}>
        <span className={styles.muted}>{t('packPerCardFor', { sorteos: pack.sorteos })}</span>
      </p>
      {pack.sorteos > 1 ? (
        <p className={styles.muted}>
          {pack.precio % pack.sorteos === 0
            ? t('packPerDraw', { precio: formatGs(pricePerDraw(pack)) })
            : t('packPerDrawAverage', { precio: formatGs(pricePerDraw(pack)) })}
        </p>
      ) : null}
      {porcentaje > 0 ? (
        <p className={styles.saving}>{t('packSaving', { ahorro: porcentaje })}</p>
      ) : null}
      {action === null ? null : action ? (
        action(headingId)
      ) : (
        <Link
          href={`/comprar-carton/elegir?pack=${pack.id}`}
          className="button button-accent"
          aria-describedby={headingId}
        >
          {t('chooseCards')}
        </Link>
      )}
    </article>
  )
}
