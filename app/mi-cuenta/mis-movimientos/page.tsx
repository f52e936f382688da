import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Pagination, pageParam } from '@/components/ui/pagination'
import { accountMetadata } from '@/lib/account-metadata'
import { getMovements } from '@/lib/backend/account'
import { formatDate, formatDateTime, formatGs } from '@/lib/format'
import { withAccount } from '@/lib/session/account'
import { ResponsiveTable } from '@/components/ui/responsive-table'
import styles from '@/components/account/account-shell.module.css'

const PAGE_SIZE = 10

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('misMovimientos')
}

export default async function MovementsPage({
  searchParams,
}: {
  searchParams: Promise<{ pagina?: string }>
}) {
  const page = pageParam((await searchParams).pagina)
  const t = await getTranslations('Account')
  const { datos, total } = await withAccount((credentials, user) =>
    getMovements(credentials, user.id, page, PAGE_SIZE),
  )
  return (
    <section className="card" aria-labelledby="movements-title">
      <h1 id="movements-title" className={styles.panelTitle}>
        {t('movementsTitle')}
      </h1>
      {datos.length === 0 ? (
        <p className={styles.empty}>{t('noMovements')}</p>
      ) : (
        <ResponsiveTable
          caption={t('movementsTitle')}
          stackBelow="xl"
          columns={[
            { label: t('cantidadCartones'), kind: 'number' },
            { label: t('estadoTransaccion') },
            { label: t('fechaSorteo'), kind: 'date' },
            { label: t('fechaTransaccion'), kind: 'date' },
            { label: t('medioPago') },
            { label: t('mensaje') },
            { label: t('monto'), kind: 'amount' },
            { label: t('tipo') },
          ]}
          rows={datos.map((m, i) => ({
            key: `${m.fechaTransaccion}-${i}`,
            cells: [
              m.cantidadCartones,
              m.estadoTransaccion,
              m.fechaSorteo ? formatDate(m.fechaSorteo) : '—',
              formatDateTime(m.fechaTransaccion),
              m.medioPagoNombre,
              m.mensaje,
              formatGs(m.monto),
              m.tipo,
            ],
          }))}
        />
      )}
      <Pagination
        basePath="/mi-cuenta/mis-movimientos"
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
      />
    </section>
  )
}
