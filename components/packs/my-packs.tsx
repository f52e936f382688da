'use client'

import { useTranslations } from 'next-intl'
import type { MyPack } from '@loteria/contract'
import { PackChoice } from './pack-choice'
import { EndedPacks } from './ended-packs'
import styles from './packs.module.css'

/**
 * MIS PACKS in Mis cartones: each pack with draws left and its choice for the close,
 * then the ended ones with "Renovar pack".
 */
export function MyPacks({ packs }: { packs: MyPack[] }) {
  const t = useTranslations('Packs')
  const active = packs.filter((pack) => pack.cantidad > 0)
  return (
    <>
      {active.length > 0 ? (
        <ul className={styles.packList}>
          {active.map((pack) => (
            <li key={pack.id} className={styles.packItem} data-pack={pack.id}>
              <p className={styles.packName}>
                {t('packRemaining', { cantidad: pack.cantidad, pack: pack.pack })}
              </p>
              <PackChoice pack={pack} />
            </li>
          ))}
        </ul>
      ) : null}
      <EndedPacks packs={packs} />
    </>
  )
}
