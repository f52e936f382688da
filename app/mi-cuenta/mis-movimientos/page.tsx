import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Pagination, pageParam } from '@/components/ui/pagination'
import { accountMetadata } from '@/lib/account-metadata'
import { getMovements } from '@/lib/backend/account'
import { formatDate, formatDateTime, formatGs } from '@/lib/format'
import { withAccount } from '@/lib/session/account'
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
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-labelledby="movements-title"
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cantidadCartones')}</th>
                <th scope="col">{t('estadoTransaccion')}</th>
                <th scope="col">{t('fechaSorteo')}</th>
                <th scope="col">{t('fechaTransaccion')}</th>
                <th scope="col">{t('medioPago')}</th>
                <th scope="col">{t('mensaje')}</th>
                <th scope="col">{t('monto')}</th>
                <th scope="col">{t('tipo')}</th>
              </tr>
            </thead>
            <tbody>
              {datos.map((m, i) => (
                <tr key={`${m.fechaTransaccion}-${i}`}>
                  <td>{m.cantidadCartones}</td>
                  <td>{m.estadoTransaccion}</td>
                  <td>{m.fechaSorteo ? formatDate(m.fechaSorteo) : '—'}</td>
                  <td>{formatDateTime(m.fechaTransaccion)}</td>
                  <td>{m.medioPagoNombre}</td>
                  <td>{m.mensaje}</td>
                  <td>{formatGs(m.monto)}</td>
                  <td>{m.tipo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
