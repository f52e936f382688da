import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { WeekDraw } from '@/lib/draws/week'
import { formatDate, formatHourMinute } from '@loteria/contract/format'
import styles from './sales-closed.module.css'

/**
 * What a buying surface says instead of an offer when the week's draw does not sell (docs/contract.md,
 * "The week's phase"): what is happening and what comes next. Sales closed: when they closed, when
 * the draw is, a link to watch it; live: a link to watch it; no draw on sale: that, plainly. The
 * next draw's sales open when this one ends, so nobody waits on a page that will never change.
 */
export async function SalesClosed({
  week,
  id = 'sales-closed',
  headingLevel = 2,
}: {
  week: WeekDraw | null
  /** The heading's id, unique in the page. */
  id?: string
  headingLevel?: 2 | 3
}) {
  const t = await getTranslations('Week')
  const Heading = `h${headingLevel}` as const
  if (week === null) {
    return (
      <section className={styles.notice} aria-labelledby={id}>
        <Heading id={id} className={styles.title}>
          {t('noDrawTitle')}
        </Heading>
        <p>{t('noDrawText')}</p>
        <Link href="/resultados" className="button">
          {t('seeResults')}
        </Link>
      </section>
    )
  }
  const sorteo = week.identificador
  const live = week.fase === 'EN_VIVO'
  const played = week.fase === 'RESULTADOS_PUBLICADOS'
  const today = formatDate(week.fecha) === formatDate(week.cierre)
  const drawHour = formatHourMinute(week.fecha)
  return (
    <section className={styles.notice} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        {live ? t('liveTitle') : played ? t('playedTitle') : t('closedTitle')}
      </Heading>
      {live ? (
        <p>{t('liveText', { sorteo })}</p>
      ) : played ? (
        <p>{t('playedText', { sorteo })}</p>
      ) : (
        <>
          <p>
            {t('closedText', {
              sorteo,
              fecha: formatDate(week.cierre),
              hora: formatHourMinute(week.cierre),
            })}
          </p>
          <p>
            {today
              ? t('drawTonight', { hora: drawHour })
              : t('drawOn', { fecha: formatDate(week.fecha), hora: drawHour })}
          </p>
        </>
      )}
      <p>{played ? t('nextSoon') : t('nextOpens')}</p>
      {played ? (
        <Link href="/resultados" className="button button-accent">
          {t('seeResults')}
        </Link>
      ) : (
        <Link href="/sorteo-en-vivo" className="button button-accent">
          {t('watchLive')}
        </Link>
      )}
    </section>
  )
}
