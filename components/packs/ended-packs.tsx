'use client'

import { useTranslations } from 'next-intl'
import type { MyPack } from '@loteria/contract'
import { RenewPack } from './renew-pack'
import styles from './packs.module.css'

/** The packs that ended, each with "Renovar pack". */
export function EndedPacks({ packs }: { packs: MyPack[] }) {
  const t = useTranslations('Packs')
  const active = packs.filter((pack) => pack.cantidad > 0)
  // One "Renovar pack" per pack on sale, and none for a pack the player already has running again.
  const running = new Set(active.map((pack) => pack.packId))
  const ended = packs.filter(
    (pack, i) =>
      pack.cantidad === 0 &&
      pack.packId != null &&
      !running.has(pack.packId) &&
      packs.findIndex((other) => other.cantidad === 0 && other.packId === pack.packId) === i,
  )
  if (ended.length === 0) return null
  return (
    <>
      <h3 className={styles.packName}>{t('endedTitle')}</h3>
      <ul className={styles.packList}>
        {ended.map((pack) => (
          <li key={pack.id} className={styles.packItem} data-pack={pack.id}>
            <RenewPack pack={pack} />
          </li>
        ))}
      </ul>
    </>
  )
}
