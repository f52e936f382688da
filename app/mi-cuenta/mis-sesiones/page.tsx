import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Pagination, pageParam } from '@/components/ui/pagination'
import { accountMetadata } from '@/lib/account-metadata'
import { readSessions } from '@/lib/backend/account'
import { formatDateTime } from '@loteria/contract/format'
import { withAccount } from '@/lib/session/account'
import { ResponsiveTable } from '@/components/ui/responsive-table'
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
    readSessions(credentials, user.id, page, PAGE_SIZE),
  )
  return (
    <section className="card" aria-labelledby="sessions-title">
      <h1 id="sessions-title" className={styles.panelTitle}>
        {t('sessionsTitle')}
      </h1>
      {datos.length === 0 ? (
        <p className={styles.empty}>{t('noSessions')}</p>
      ) : (
        <ResponsiveTable
          caption={t('sessionsTitle')}
          stackBelow="lg"
          columns={[
            { label: t('inicio'), kind: 'date' },
            { label: t('fin'), kind: 'date' },
            { label: t('expiracion'), kind: 'date' },
            { label: t('ip'), kind: 'number' },
          ]}
          rows={datos.map((s, i) => ({
            key: `${s.inicio}-${i}`,
            cells: [
              formatDateTime(s.inicio),
              s.fin ? formatDateTime(s.fin) : t('activeSession'),
              s.espiracion ? formatDateTime(s.espiracion) : '—',
              s.ip || '—',
            ],
          }))}
        />
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
