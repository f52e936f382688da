'use client'

import type { ComponentProps } from 'react'
import { useSessionState } from '@/components/shell/use-session-state'
import { IntentLink } from '@/components/ui/intent-link'
import { buyPathFor } from '@/lib/buying/buy-path'

/**
 * "Comprar Cartón" wherever a visitor may meet it (header, phone menu, home, banners): the prices
 * page for a visitor, the purchase for a player. The static HTML links the prices page; the hint
 * cookie turns it to the purchase before a player can tap it.
 */
export function BuyLink(props: Omit<ComponentProps<typeof IntentLink>, 'href'>) {
  return <IntentLink {...props} href={useBuyPath()} />
}

export function useBuyPath(): string {
  return buyPathFor(useSessionState().kind)
}
