import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Pagination, pageParam } from '@/components/ui/pagination'
import { accountMetadata } from '@/lib/account-metadata'
import { readMovements } from '@/lib/backend/account'
import { readStatement } from '@/lib/backend/responsible-play'
import { StatementSummary } from '@/components/responsible-play/statement'
import { statementYearSchema } from '@loteria/contract'
import { withAccount } from '@/lib/session/account'
import { MovementsTable } from '@/components/account/movements-table'
import styles from '@/components/account/account-shell.module.css'
import rp from '@/components/responsible-play/responsible-play.module.css'

const PAGE_SIZE = 10

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('misMovimientos')
}

export default async function MovementsPage({
  searchParams,
}: {
  searchParams: Promise<{ pagina?: string; anio?: string }>
}) {
  const params = await searchParams
  const page = pageParam(params.pagina)
  const year = statementYearSchema.safeParse(params.anio)
  const t = await getTranslations('Account')
  const [{ datos, total }, statement] = await withAccount((credentials, user) =>
    Promise.all([
      readMovements(credentials, user.id, page, PAGE_SIZE),
      readStatement(credentials, user.id, year.success ? year.data : undefined),
    ]),
  )
  // The statement's year is the backend's (Asunción) year; the two before it can be chosen too.
  const thisYear = Math.max(statement.anio, new Date().getFullYear())
  return (
    <div className={rp.sections}>
      <section className="card" aria-labelledby="movements-title">
        <h1 id="movements-title" className={styles.panelTitle}>
          {t('movementsTitle')}
        </h1>
        {datos.length === 0 ? (
          <p className={styles.empty}>{t('noMovements')}</p>
        ) : (
          <MovementsTable movements={datos} />
        )}
        <Pagination
          basePath="/mi-cuenta/mis-movimientos"
          page={page}
          pageSize={PAGE_SIZE}
          total={total}
        />
      </section>
      <StatementSummary statement={statement} years={[thisYear, thisYear - 1, thisYear - 2]} />
    </div>
  )
}
