'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import type { MyPack } from '@loteria/contract'
import styles from './packs.module.css'

/** Where "Renovar pack" leads: ELEGIR CARTÓN of the same pack, its lucky number offered first. */
function renewHref(pack: Pick<MyPack, 'packId' | 'numeroFavorito'>): string | null {
  if (pack.packId == null) return null
  const favorito = pack.numeroFavorito ? `&favorito=${pack.numeroFavorito}` : ''
  return `/comprar-carton/elegir?pack=${pack.packId}${favorito}`
}

/**
 * An ended pack and "Renovar pack": the normal purchase of the same pack, so its spend
 * limits and pauses apply (BuyOffer says what stops it instead of the link). A pack no longer on
 * sale offers nothing.
 */
export function RenewPack({ pack }: { pack: MyPack }) {
  const t = useTranslations('Packs')
  const href = renewHref(pack)
  return (
    <div className={styles.renew}>
      <p className={styles.packName}>{t('ended', { pack: pack.pack })}</p>
      {href ? (
        <BuyOffer variant="full">
          <Link href={href} className="button button-accent">
            {t('renew')}
          </Link>
        </BuyOffer>
      ) : null}
      {href && pack.numeroFavorito ? (
        <p className={styles.renewHint}>{t('renewHint', { numero: pack.numeroFavorito })}</p>
      ) : null}
    </div>
  )
}
