import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { NetAmountRows } from '@/components/prizes/net-amount'
import { VoucherButton } from '@/components/prizes/voucher-button'
import { Pagination, pageParam } from '@/components/ui/pagination'
import { StateChip, type ChipTone } from '@/components/ui/state-chip'
import { accountMetadata } from '@/lib/account-metadata'
import { readCollectionRequests, readMyPrizes } from '@/lib/backend/prizes'
import type { CollectionRequestState } from '@loteria/contract'
import { requestNet } from '@/lib/prizes/request-net'
import { formatDate } from '@loteria/contract/format'
import { withAccount } from '@/lib/session/account'
import shell from '@/components/account/account-shell.module.css'
import styles from '@/components/prizes/prizes.module.css'

/** docs/product.md §9: collection requests, 10 a page. */
const PAGE_SIZE = 10

/** Paid is good news, refused is bad; the two on the way are neither. */
const TONE: Record<CollectionRequestState, ChipTone> = {
  PENDIENTE: 'neutral',
  COBRO_SOLICITADO: 'neutral',
  PROCESADA: 'success',
  RECHAZADA: 'error',
}

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('solicitudCobro')
}

/** SOLICITUD DE COBROS: the player's collection requests; a processed one offers its voucher. */
export default async function CollectionRequestsPage({
  searchParams,
}: {
  searchParams: Promise<{ pagina?: string }>
}) {
  const page = pageParam((await searchParams).pagina)
  const t = await getTranslations('Prizes')
  // The prizes too: each request's total is shown with the prize and tax it comes from, as on
  // Mis premios, so that the two pages never seem to disagree.
  const [{ datos, total }, prizes] = await withAccount((credentials, user) =>
    Promise.all([
      readCollectionRequests(credentials, user.id, page, PAGE_SIZE),
      readMyPrizes(credentials, user.id),
    ]),
  )
  return (
    <section className="card" aria-labelledby="requests-title">
      <h1 id="requests-title" className={shell.panelTitle}>
        {t('requestsTitle')}
      </h1>
      {datos.length === 0 ? (
        <p className={shell.empty}>{t('noRequests')}</p>
      ) : (
        <ul className={styles.requests}>
          {datos.map((request, i) => (
            <li key={`${request.sorteoId}-${request.numeroCarton}-${i}`}>
              <article
                className={styles.request}
                aria-label={t('carton', { numero: request.numeroCarton })}
              >
                <dl className={styles.facts}>
                  <dt>{t('fechaEnvio')}</dt>
                  <dd>{formatDate(request.fechaEnvio)}</dd>
                  <dt>{t('numeroCarton')}</dt>
                  <dd>{request.numeroCarton}</dd>
                  <dt>{t('entidad')}</dt>
                  <dd>{request.entidad}</dd>
                  <dt>{t('fechaSorteo')}</dt>
                  <dd>{request.fechaSorteo ? formatDate(request.fechaSorteo) : '—'}</dd>
                  <NetAmountRows neto={request.totalAcobrar} net={requestNet(prizes, request)} />
                  <dt>{t('destino')}</dt>
                  <dd>{request.destino}</dd>
                  <dt>{t('estadoSolicitud')}</dt>
                  <dd>
                    <StateChip tone={TONE[request.estadoSolicitud]}>
                      {t(`estado.${request.estadoSolicitud}`)}
                    </StateChip>
                  </dd>
                  {request.estadoSolicitud === 'RECHAZADA' && request.motivo ? (
                    <>
                      <dt>{t('motivo')}</dt>
                      <dd>{request.motivo}</dd>
                    </>
                  ) : null}
                </dl>
                {request.estadoSolicitud === 'PROCESADA' ? (
                  <div className={styles.requestActions}>
                    <VoucherButton
                      sorteoId={request.sorteoId}
                      numeroCarton={request.numeroCarton}
                    />
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        basePath="/mi-cuenta/solicitud-de-cobro"
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
      />
    </section>
  )
}
