import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getDrawResult, getPreviousDraws, NotFoundError } from '@/lib/backend'
import { drawOptions } from '@/lib/draws/options'
import { formatDate } from '@loteria/shared/format'
import { CardCheckForm } from './card-check-form'
import { DrawSelect } from './draw-select'
import { ResultsView } from './results-view'
import styles from './results-page.module.css'

/** Resultados of one past draw (the latest by default), with the draw dropdown and the card check. */
export async function ResultsPage({ drawId }: { drawId?: number }) {
  const t = await getTranslations('Results')
  const draws = await getPreviousDraws()
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
  const result = await getDrawResult(draw.id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound()
    throw error
  })
  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
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
      <ResultsView plays={result.resultado} />
      <div className={styles.check}>
        <CardCheckForm draws={await drawOptions(draws)} />
      </div>
    </div>
  )
}
