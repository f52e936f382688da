import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import shell from '@/components/account/account-shell.module.css'
import { LimitsPanel } from '@/components/responsible-play/limits-panel'
import { PausePanel } from '@/components/responsible-play/pause-panel'
import { RealityCheckSetting } from '@/components/responsible-play/reality-check-setting'
import styles from '@/components/responsible-play/responsible-play.module.css'
import { accountMetadata } from '@/lib/account-metadata'
import { readResponsiblePlay } from '@/lib/backend/responsible-play'
import { withAccount } from '@/lib/session/account'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('limites')
}

/** Juego responsable: spend limits, a pause and the reality check, as the backend keeps them. */
export default async function ResponsiblePlayPage() {
  const t = await getTranslations('ResponsiblePlay')
  const state = await withAccount((credentials, user) => readResponsiblePlay(credentials, user.id))
  return (
    <div className={styles.sections}>
      <section className="card" aria-labelledby="responsible-title">
        <h1 id="responsible-title" className={shell.panelTitle}>
          {t('title')}
        </h1>
        <p>{t('lead')}</p>
      </section>
      <LimitsPanel limits={state.limites} />
      <PausePanel pausedUntil={state.pausaHasta} />
      <RealityCheckSetting minutes={state.controlRealidad.minutos} />
    </div>
  )
}
