'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { Confetti } from '@/components/draws/confetti'
import { NetDetail } from '@/components/prizes/net-amount'
import { formatGs, formatPrize } from '@loteria/contract/format'
import { claimHref, type WinSummary } from '@/lib/prizes/win-summary'
import styles from './win-celebration.module.css'

/**
 * The win moment: the whole screen says it (a modal <dialog>, in the top layer above any badge or
 * bar, so it never moves the page under it), with what the player collects after the tax and a
 * button straight to Cobrar. Confetti loads only now, and not at all for reduced motion.
 *
 * Rendered into <body>, whoever opens it: the top layer frees a dialog from its ancestors' boxes
 * but not from what it inherits, and opened from the header's badge it took the bar's
 * `white-space: nowrap`, so on a 375 px phone its lines ran off the right edge. Only
 * ever rendered in the browser (after a draw's end), so `document` is there.
 */
export function WinCelebration({ win, onClose }: { win: WinSummary; onClose: () => void }) {
  const t = useTranslations('WinMoment')
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const goods = win.premios.filter((p) => typeof p.premio === 'string')
  const cartones = [...new Set(win.premios.map((p) => p.numeroCarton))]

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  return createPortal(
    <dialog
      ref={ref}
      className={styles.celebration}
      aria-labelledby={titleId}
      data-celebracion={win.sorteoId}
      onClose={onClose}
    >
      <Confetti />
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.close}
          aria-label={t('close')}
          onClick={() => ref.current?.close()}
        >
          <X aria-hidden="true" focusable="false" size={24} />
        </button>
        <p className={styles.kicker}>
          {t('kicker', { sorteo: win.identificador, cartones: cartones.join(', ') })}
        </p>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        {win.neto > 0 ? (
          <>
            <p className={styles.netLabel}>{t('netLabel')}</p>
            <p className={styles.net} data-neto={win.neto}>
              {formatGs(win.neto)}
            </p>
            <p className={styles.detail}>
              <NetDetail net={win} />
            </p>
          </>
        ) : null}
        {goods.length > 0 ? (
          <p className={styles.goods}>
            {/* "Además" only after cash: with goods alone there is nothing else. */}
            {t(win.neto > 0 ? 'goods' : 'goodsOnly', {
              bienes: goods.map((p) => formatPrize(p.premio)).join(', '),
            })}
          </p>
        ) : null}
        <div className={styles.actions}>
          {/* Closes as it goes: the header's celebration outlives the navigation, and left open it
              sat over the claim dialog it had just opened. */}
          <Link
            href={claimHref(win)}
            className={`button button-accent ${styles.claim}`}
            onClick={() => ref.current?.close()}
          >
            {win.neto > 0 ? t('claim') : t('seePrizes')}
          </Link>
          <button
            type="button"
            className={`button button-outline ${styles.later}`}
            onClick={() => ref.current?.close()}
          >
            {t('later')}
          </button>
        </div>
      </div>
    </dialog>,
    document.body,
  )
}
