'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { CircleAlert, CirclePause } from 'lucide-react'
import { useSessionState } from '@/components/shell/use-session-state'
import { formatDateTime } from '@loteria/contract/format'
import { useResponsiblePlay } from '@/lib/swr/use-responsible-play'
import { SELF_EXCLUDED_PATH } from '@/lib/responsible-play/self-exclusion-end'
import styles from './buy-offer.module.css'

const LIMITS = '/mi-cuenta/limites'

/**
 * A purchase offer (Comprar Cartón, Elegir Cartones…) as the player may take it: the link itself
 * for a visitor and for a player free to buy; for a player on a pause, or whose spend limit leaves
 * less than a card, what stops them and until when, and no link to buy. The pages
 * around it stay static: the server renders the link for everyone, and the browser of a hinted
 * player keeps it hidden (in its room) until the player's state says what to show.
 *
 * `full` says it in a sentence, where the offer had room (the home); `compact` in a word, where a
 * button stood in a bar (the header, the phone menu).
 */
export function BuyOffer({
  children,
  variant = 'full',
  className,
  pauseOnly = false,
  onNavigate,
}: {
  children: React.ReactNode
  variant?: 'full' | 'compact'
  /** The compact note's place in its bar (shown where the button was shown). */
  className?: string
  /** An offer of what is paid already (a pack's next card): a spend limit does not stop it. */
  pauseOnly?: boolean
  /** Called when the note's own link is followed (the phone menu closes). */
  onNavigate?: () => void
}) {
  const t = useTranslations('BuyOffer')
  const pathname = usePathname()
  const session = useSessionState()
  const { data, failed } = useResponsiblePlay(session.kind === 'in')
  const decided = session.kind === 'out' || failed || (session.kind === 'in' && data !== undefined)
  const known = session.kind === 'in' && data ? data.oferta : null
  const offer =
    known && !(pauseOnly && known.estado === 'limite') ? known : { estado: 'libre' as const }

  // A self-exclusion just confirmed: no offer beside it, the header's included.
  if (pathname === SELF_EXCLUDED_PATH) return null

  if (!decided || offer.estado === 'libre') {
    return (
      <span className={styles.offer} data-oferta-compra={decided ? 'libre' : 'pendiente'}>
        {children}
      </span>
    )
  }

  const sentence =
    offer.estado === 'pausa'
      ? t('paused', { fecha: formatDateTime(offer.hasta) })
      : t('limitReached', {
          tipo: t(`kind_${offer.periodo}`),
          fecha: formatDateTime(offer.renueva),
        })

  if (variant === 'compact') {
    return (
      <Link
        href={LIMITS}
        className={className ? `${styles.chip} ${className}` : styles.chip}
        aria-label={`${offer.estado === 'pausa' ? t('pausedWord') : t('limitWord')}. ${sentence}`}
        onClick={onNavigate}
        data-oferta-compra={offer.estado}
      >
        {offer.estado === 'pausa' ? (
          <CirclePause aria-hidden="true" focusable="false" size={18} />
        ) : (
          <CircleAlert aria-hidden="true" focusable="false" size={18} />
        )}
        {offer.estado === 'pausa' ? t('pausedWord') : t('limitWord')}
      </Link>
    )
  }
  return (
    <p
      className={styles.note}
      role="status"
      data-oferta-compra={offer.estado}
      data-testid={offer.estado === 'pausa' ? 'pausa-oferta' : 'limite-oferta'}
    >
      {sentence}{' '}
      <Link href={LIMITS} onClick={onNavigate}>
        {t('limitsLink')}
      </Link>
    </p>
  )
}
