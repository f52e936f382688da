import { getTranslations } from 'next-intl/server'
import shell from '@/components/account/account-shell.module.css'
import formStyles from '@/components/forms/form.module.css'
import { ResponsiveTable } from '@/components/ui/responsive-table'
import type { Statement } from '@loteria/contract'
import styles from './responsible-play.module.css'
import { formatGs, formatNumber } from '@loteria/contract/format'

type Totals = Statement['total']

/** Mis movimientos: the year's summary by month (spent, won, net, cards) and its CSV download. */
export async function StatementSummary({
  statement,
  years,
}: {
  statement: Statement
  years: number[]
}) {
  const t = await getTranslations('ResponsiblePlay')
  const cells = (totals: Totals) => [
    formatGs(totals.gastado),
    formatGs(totals.ganado),
    formatGs(totals.neto),
    formatNumber(totals.cartones),
  ]
  const title = t('statementTitle', { anio: statement.anio })
  return (
    <section className="card" aria-labelledby="statement-title">
      <h2 id="statement-title" className={shell.panelTitle}>
        {title}
      </h2>
      <form method="get" className={`${formStyles.actions} ${styles.statementForm}`}>
        <label htmlFor="statement-year">{t('statementYear')}</label>
        <select
          id="statement-year"
          name="anio"
          className={styles.year}
          defaultValue={statement.anio}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-outline">
          {t('statementShow')}
        </button>
        <a
          className="button"
          href={`/mi-cuenta/mis-movimientos/extracto?anio=${statement.anio}`}
          download={`movimientos-${statement.anio}.csv`}
        >
          {t('statementDownload')}
        </a>
      </form>
      <ResponsiveTable
        caption={title}
        stackBelow="lg"
        columns={[
          { label: t('statementMonth') },
          { label: t('statementSpent'), kind: 'amount' },
          { label: t('statementWon'), kind: 'amount' },
          { label: t('statementNet'), kind: 'amount' },
          { label: t('statementCards'), kind: 'number' },
        ]}
        rows={[
          // Months with nothing spent, won or bought would only lengthen the list on a phone.
          ...statement.meses
            .filter((month) => month.gastado > 0 || month.ganado > 0 || month.cartones > 0)
            .map((month) => ({
              key: String(month.mes),
              cells: [t(`month_${month.mes as 1}`), ...cells(month)],
            })),
          { key: 'total', cells: [t('statementTotal'), ...cells(statement.total)] },
        ]}
      />
    </section>
  )
}
