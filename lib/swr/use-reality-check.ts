'use client'

import { useResponsiblePlay } from './use-responsible-play'

export type { RealityCheckData } from './use-responsible-play'

/** The reality check's data; the key stays undefined until a player is logged in. */
export function useRealityCheck(enabled: boolean) {
  const { data, refresh } = useResponsiblePlay(enabled)
  return { data: data?.realidad ?? null, refresh }
}
