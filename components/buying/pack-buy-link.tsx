'use client'

import { useTranslations } from 'next-intl'
import { useSessionState } from '@/components/shell/use-session-state'
import { IntentLink } from '@/components/ui/intent-link'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import { choosePackPath } from '@/lib/buying/buy-path'
import { registerPath } from '@/lib/safe-next'

/**
 * A pack's Comprar on the prices page: a visitor registers first and comes back to choosing this
 * pack's cards (the registration logs them in); a player goes there at once; a paused
 * player sees the pause instead (BuyOffer).
 */
export function PackBuyLink({
  packId,
  packName,
  describedBy,
}: {
  packId: number
  packName: string
  describedBy: string
}) {
  const t = useTranslations('Prices')
  const session = useSessionState().kind
  const purchase = choosePackPath(packId)
  const href = session === 'in' || session === 'pending' ? purchase : registerPath(purchase)
  return (
    <BuyOffer variant="compact">
      <IntentLink
        href={href}
        className="button button-accent"
        aria-label={t('buyAria', { pack: packName })}
        aria-describedby={describedBy}
      >
        {t('buy')}
      </IntentLink>
    </BuyOffer>
  )
}
