import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { JsonLd } from '@/components/seo/json-ld'
import { DrawWatch } from '@/components/draws/draw-watch'
import { ShareButton } from '@/components/share/share-button'
import { getDrawResult, getPreviousDraws, orNone, type Draw } from '@/lib/backend'
import { getCurrentDrawOrNone } from '@/lib/draws/current-draw'
import { siteUrl } from '@/lib/config'
import { drawOptions } from '@/lib/draws/options'
import { weekDraw } from '@/lib/draws/week'
import { formatDate, formatHourMinute } from '@loteria/contract/format'
import { drawPath, neighbours, summarizeDraw } from '@/lib/seo/draw-summary'
import { drawEvent } from '@/lib/seo/structured-data'
import { SITE_NAME } from '@/lib/site'
import { renderedAt } from '@/lib/time/rendered-at'
import { CardCheckForm } from './card-check-form'
import { DrawLinks } from './draw-links'
import { DrawPager } from './draw-pager'
import { DrawSelect } from './draw-select'
import { NextDrawCountdown } from './next-draw-countdown'
import { ResultsView } from './results-view'
import styles from './results-page.module.css'

/** How many of the latest draws /resultados links to; older ones chain through "Anterior". */
const ARCHIVE_LINKS = 8

/**
 * Resultados of one past draw (the latest by default), with the draw dropdown and the card check.
 * A draw's own page (`drawId`) is also where a search or a shared link lands: its heading names the
 * draw, and it carries the draw as structured data.
 */
export async function ResultsPage({ drawId }: { drawId?: number }) {
  const [t, tp, draws, upcoming] = await Promise.all([
    getTranslations('Results'),
    getTranslations('DrawPage'),
    getPreviousDraws(),
    getCurrentDrawOrNone(),
  ])
  const draw = drawId === undefined ? draws[0] : draws.find((d) => d.id === drawId)
  if (!draw) {
    if (drawId !== undefined) notFound()
    return (
      <div className="container page">
        <h1 className="page-title">{t('title')}</h1>
        <p className="card">{t('noDraws')}</p>
      </div>
    )
  }
  const result = (await orNone(getDrawResult(draw.id), null)) ?? notFound()
  const summary = summarizeDraw(draw, result.resultado)
  const summaries = draws.map((d) => summarizeDraw(d))
  const { previous, next } = neighbours(summaries, draw.id)
  const base = siteUrl()
  const named = (d: { nombre: string; fecha: string }) => ({ sorteo: d.nombre, fecha: d.fecha })
  const showCountdown = upcoming !== null && !draws.some((d) => d.id === upcoming.id)
  return (
    <div className="container page">
      <h1 className="page-title">
        {drawId === undefined ? t('title') : tp('heading', { sorteo: summary.nombre })}
      </h1>
      <div className={styles.toolbar}>
        <DrawSelect
          draws={draws.map((d) => ({ id: d.id, label: formatDate(d.fecha) }))}
          current={draw.id}
          label={t('drawSelect')}
        />
        <p className={styles.drawName}>
          {t('drawHeading', {
            identificador: result.identificador || draw.identificador,
            fecha: formatDate(draw.fecha),
          })}
        </p>
      </div>
      <DrawLinks
        draws={summaries.slice(0, ARCHIVE_LINKS)}
        current={draw.id}
        title={tp('archiveTitle')}
        linkText={(d) => tp('archiveLink', { numero: d.numero, fecha: d.fecha })}
      />
      <div className={styles.actions}>
        <ShareButton
          text={tp('shareText', named(summary))}
          url={`${base}${drawPath(draw.id)}`}
          label={tp('share')}
        />
        <a href="#verificar">{tp('checkLink', { sorteo: summary.nombre })}</a>
      </div>
      <ResultsView plays={result.resultado} />
      <DrawPager
        label={tp('pagerLabel')}
        previous={previous && { draw: previous, text: tp('previous', named(previous)) }}
        next={next && { draw: next, text: tp('next', named(next)) }}
      />
      {showCountdown ? (
        // When the counted draw ends, the open page shows its result without a reload.
        <WeekWatch draw={upcoming} />
      ) : null}
      {showCountdown ? (
        <NextDrawCountdown
          fecha={upcoming.fecha}
          text={tp('nextDraw', {
            sorteo: upcoming.identificador || formatDate(upcoming.fecha),
            fecha: formatDate(upcoming.fecha),
            hora: formatHourMinute(upcoming.fecha),
          })}
          label={tp('countdownLabel')}
          ahora={renderedAt()}
        />
      ) : null}
      <div className={styles.check} id="verificar">
        <CardCheckForm draws={await drawOptions(draws)} initialDraw={draw.id} />
      </div>
      {drawId !== undefined ? (
        <JsonLd
          data={drawEvent({ base, name: SITE_NAME }, summary, {
            name: tp('metaTitle', named(summary)),
            description: tp('eventDescription', { fecha: summary.fecha }),
          })}
        />
      ) : null}
    </div>
  )
}

/** The draw watch of the week's draw, in the phase the page is rendered in. */
function WeekWatch({ draw }: { draw: Draw }) {
  const week = weekDraw(draw, null, renderedAt())
  return <DrawWatch sorteoId={week.id} cierre={week.cierre} fase={week.fase} />
}
