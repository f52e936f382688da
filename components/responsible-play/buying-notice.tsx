import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Pack, ResponsiblePlay } from '@loteria/contract'
import { formatDateTime, formatGs } from '@loteria/contract/format'
import { limitReached } from '@/lib/responsible-play/buying-offer'
import styles from './responsible-play.module.css'

/**
 * On every buying page: a pause and until when (the page then offers nothing to buy); a spend limit
 * reached, said as such with when buying opens again, and no amount (the page offers nothing
 * either); else what the tightest limit leaves ("Te quedan Gs. 40.000 este mes"). Nothing without
 * either. `packs`: what the page would offer (the limit is reached when it leaves less than all).
 */
export async function BuyingNotice({
  state,
  packs,
}: {
  state: ResponsiblePlay
  packs: readonly Pick<Pack, 'precio'>[]
}) {
  const t = await getTranslations('ResponsiblePlay')
  const tOffer = await getTranslations('BuyOffer')
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
  if (limitReached(state, packs)) {
    return (
      <p className={`${styles.notice} ${styles.paused}`} role="status" data-testid="limite-compra">
        {tOffer('limitReached', {
          tipo: tOffer(`kind_${tightest.periodo}`),
          fecha: formatDateTime(tightest.finPeriodo),
        })}{' '}
        <Link href="/mi-cuenta/limites">{t('title')}</Link>
      </p>
    )
  }
  return (
    <p className={styles.notice} role="status" data-testid="te-quedan">
      {t('leftInPeriod', {
        restante: formatGs(tightest.restante),
        periodo: t(`in_${tightest.periodo}`),
      })}
    </p>
  )
}
