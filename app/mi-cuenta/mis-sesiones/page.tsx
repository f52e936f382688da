import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Pagination, pageParam } from '@/components/ui/pagination'
import { accountMetadata } from '@/lib/account-metadata'
import { getSessions } from '@/lib/backend/account'
import { formatDateTime } from '@/lib/format'
import { withAccount } from '@/lib/session/account'
import styles from '@/components/account/account-shell.module.css'

const PAGE_SIZE = 5

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('misSesiones')
}

export default async function SessionsPage({
  searchParams,
}: {
  searchParams: Promise<{ pagina?: string }>
}) {
  const page = pageParam((await searchParams).pagina)
  const t = await getTranslations('Account')
  const { datos, total } = await withAccount((credentials, user) =>
    getSessions(credentials, user.id, page, PAGE_SIZE),
  )
  return (
    <section className="card" aria-labelledby="sessions-title">
      <h1 id="sessions-title" className={styles.panelTitle}>
        {t('sessionsTitle')}
      </h1>
      {datos.length === 0 ? (
        <p className={styles.empty}>{t('noSessions')}</p>
      ) : (
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-labelledby="sessions-title"
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('inicio')}</th>
                <th scope="col">{t('fin')}</th>
                <th scope="col">{t('expiracion')}</th>
                <th scope="col">{t('ip')}</th>
              </tr>
            </thead>
            <tbody>
              {datos.map((s, i) => (
                <tr key={`${s.inicio}-${i}`}>
                  <td>{formatDateTime(s.inicio)}</td>
                  <td>{s.fin ? formatDateTime(s.fin) : t('activeSession')}</td>
                  <td>{s.espiracion ? formatDateTime(s.espiracion) : '—'}</td>
                  <td>{s.ip || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        basePath="/mi-cuenta/mis-sesiones"
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
      />
    </section>
  )
}
