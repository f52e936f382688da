import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { accountMetadata } from '@/lib/account-metadata'
import { readUserState, readVerificationHistory } from '@/lib/backend/account'
import { formatDateTime } from '@loteria/contract/format'
import { withAccount } from '@/lib/session/account'
import { ResponsiveTable } from '@/components/ui/responsive-table'
import styles from '@/components/account/account-shell.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('solicitarVerificacion')
}

export default async function VerificationPage() {
  const t = await getTranslations('Account')
  const [state, history] = await withAccount((credentials, user) =>
    Promise.all([
      readUserState(credentials, user.id),
      readVerificationHistory(credentials, user.id),
    ]),
  )
  const pending = history.some((r) => r.estado === 'PENDIENTE')
  return (
    <section className="card" aria-labelledby="verification-title">
      <div className={styles.headerRow}>
        <h1 id="verification-title" className={styles.panelTitle}>
          {t('verificationTitle')}
        </h1>
        {state.verificado ? (
          <button type="button" className="button" disabled>
            {t('verified')}
          </button>
        ) : pending ? null : (
          <Link href="/mi-cuenta/formulario-verificar" className="button button-accent">
            {t('requestVerification')}
          </Link>
        )}
      </div>
      {!state.verificado ? <p>{t('verificationLead')}</p> : null}
      {pending && !state.verificado ? <p className={styles.note}>{t('pendingRequest')}</p> : null}
      {history.length === 0 ? (
        <p className={styles.empty}>{t('noRequests')}</p>
      ) : (
        <ResponsiveTable
          caption={t('verificationTitle')}
          columns={[
            { label: t('fecha'), kind: 'date' },
            { label: t('estado') },
            { label: t('observacion') },
          ]}
          rows={history.map((r) => ({
            key: String(r.id),
            cells: [formatDateTime(r.fecha), r.estado, r.observacion || '—'],
          }))}
        />
      )}
      <p className={styles.note}>{t('processingNote')}</p>
    </section>
  )
}
