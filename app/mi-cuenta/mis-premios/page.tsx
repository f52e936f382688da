import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PrizeGroups } from '@/components/prizes/prize-groups'
import { accountMetadata } from '@/lib/account-metadata'
import {
  getConfig,
  getCountries,
  getDepartments,
  readCurrentDraw,
  getSiteConfig,
} from '@/lib/backend'
import { readProfile } from '@/lib/backend/account'
import { readMyPrizes, readPaymentEntities } from '@/lib/backend/prizes'
import { claimLimitsFrom, type Profile } from '@loteria/contract'
import { prizeOffice } from '@/lib/prizes/office'
import { withAccount } from '@/lib/session/account'
import type { CollectionRequestInput } from '@/lib/validation/prizes'
import styles from '@/components/account/account-shell.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('misPremios')
}

/** The request form starts from what the player's profile already says. */
function requestDefaults(profile: Profile): Partial<CollectionRequestInput> {
  return {
    nombreApellido: `${profile.nombre} ${profile.apellido}`.trim(),
    direccionParticular: profile.direccionParticular,
    ...(profile.tipoDocumento === 'CI'
      ? { tipoDocumento: 'Cédula de identidad', numeroDocumento: profile.documento }
      : {}),
    ...(profile.codigoPais ? { codPaisResidencia: String(profile.codigoPais) } : {}),
  }
}

/** MIS PREMIOS: the player's prizes by draw, newest first, with the ways to collect each. */
export default async function MyPrizesPage() {
  const t = await getTranslations('Prizes')
  const [groups, entidades, profile] = await withAccount((credentials, user) =>
    Promise.all([
      readMyPrizes(credentials, user.id),
      readPaymentEntities(credentials),
      readProfile(credentials, user.id),
    ]),
  )
  const [config, paises, departamentos, openDraw, site] = await Promise.all([
    getConfig(),
    getCountries(),
    getDepartments(),
    // Only "Canjear Cartón" needs it: without an open draw the link is left out.
    readCurrentDraw().catch(() => null),
    // Only the in-person line needs it: without it the line points to a sales point.
    getSiteConfig().catch(() => null),
  ])
  const newestFirst = [...groups].sort(
    (a, b) => new Date(b.fechaSorteo).getTime() - new Date(a.fechaSorteo).getTime(),
  )
  return (
    <section className="card" aria-labelledby="my-prizes-title">
      <h1 id="my-prizes-title" className={styles.panelTitle}>
        {t('title')}
      </h1>
      {newestFirst.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <PrizeGroups
          groups={newestFirst}
          limits={claimLimitsFrom(config)}
          exchangeHref={openDraw ? `/canjear-premios/${openDraw.id}` : null}
          oficina={site ? prizeOffice(site.direcciones) : null}
          forms={{ entidades, paises, departamentos, defaults: requestDefaults(profile) }}
        />
      )}
    </section>
  )
}
