import { getTranslations } from 'next-intl/server'
import { isEmbeddedMode } from '@/lib/config'
import { simulatedPaymentsActive } from '@/lib/backend/transport'
import styles from './demo-notice.module.css'

/**
 * While a simulated payment provider is active (embedded backend, PAGOS_SIMULADOS not `no`), every
 * page says so: there, "Aprobar" makes every card free, and nobody must take it for a shop. Reads
 * only the environment, so public pages stay static (build and start must agree: rebuild after
 * changing PAGOS_SIMULADOS or PAGOS_*_PROVEEDOR).
 */
export async function DemoNotice({ variant = 'banner' }: { variant?: 'banner' | 'checkout' }) {
  if (!isEmbeddedMode() || !(await simulatedPaymentsActive())) return null
  const t = await getTranslations('DemoNotice')
  return variant === 'banner' ? (
    <p className={styles.banner} role="note">
      {t('banner')}
    </p>
  ) : (
    <p className={styles.checkout} role="note">
      <strong>{t('banner')}.</strong> {t('checkout')}
    </p>
  )
}
