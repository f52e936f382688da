import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ResponsiblePlay } from '@loteria/contract'
import { formatDateTime, formatGs } from '@loteria/contract/format'
import styles from './responsible-play.module.css'

/**
 * On every buying page: a pause and until when (the page then offers nothing to buy), or what the
 * tightest spend limit leaves ("Te quedan Gs. 40.000 este mes"). Nothing without either.
 */
export async function BuyingNotice({ state }: { state: ResponsiblePlay }) {
  const t = await getTranslations('ResponsiblePlay')
  if (state.pausaHasta) {
    return (
      <p className={`${styles.notice} ${styles.paused}`} role="status" data-testid="pausa-compra">
        {t('pausedBuying', { fecha: formatDateTime(state.pausaHasta) })}{' '}
        <Link href="/mi-cuenta/limites">{t('title')}</Link>
      </p>
    )
  }
  const tightest = state.masAjustado
  if (!tightest || tightest.restante === null) return null
  return (
    <p className={styles.notice} role="status" data-testid="te-quedan">
      {t('leftInPeriod', {
        restante: formatGs(tightest.restante),
        periodo: t(`in_${tightest.periodo}`),
      })}
    </p>
  )
}
