'use client'

import { useEffect, useRef } from 'react'
import { useTranslations } from 'next-intl'
import { readVerifyParams, type CardRef } from '@/lib/card-qr/content'

/**
 * /verificar?carton=N&sorteo=S (a cartón's QR opened by a phone's camera app): checks that card
 * once the page is in the browser. The page itself stays static and the same for every visitor;
 * the query is read here, not on the server. Bad or missing values are said in words instead.
 */
export function useAddressCheck(
  enabled: boolean,
  check: (card: CardRef) => void,
  problem: (message: string) => void,
) {
  const t = useTranslations('CardQr')
  const done = useRef(false)
  useEffect(() => {
    if (!enabled || done.current) return
    done.current = true
    const params = readVerifyParams(new URLSearchParams(window.location.search))
    if (params.ok) check(params.card)
    else problem(t(params.reason === 'missing' ? 'addressMissing' : 'addressInvalid'))
  }, [enabled, check, problem, t])
}
