'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { formatBall } from '@loteria/contract/format'
import { byCloseness } from '@/lib/live/closeness'
import type { PlaySequence } from '@/lib/live/sequence'
import type { LiveCard, LivePlay } from '@/lib/live/types'
import { CardProgressView } from './card-progress-view'
import styles from './mi-jugada.module.css'

/**
 * "Mi jugada", pinned to the bottom of a phone's screen while the draw runs: the last ball, the
 * closest card ("te faltan 2"), and on demand every card closest first, as printed (5 × 3). Fixed,
 * so it never moves the page; the page keeps room for it at its end.
 */
export function MiJugadaBar({
  cards,
  jugadas,
  sequence,
  newest,
  vibration,
}: {
  cards: LiveCard[]
  jugadas: LivePlay[]
  /** The play being called and those over: the bar names the first, never counts the others. */
  sequence: PlaySequence
  newest: { jugada: string; bolilla: number } | null
  vibration: { supported: boolean; on: boolean; toggle: (on: boolean) => void }
}) {
  const t = useTranslations('Live')
  const [open, setOpen] = useState(false)
  const sorted = byCloseness(cards, jugadas, sequence.terminadas)
  const closest = sorted[0]

  return (
    <section
      className={styles.bar}
      aria-label={t('miJugada')}
      data-mi-jugada={open ? 'abierta' : 'cerrada'}
    >
      {open ? (
        <div className={styles.sheet} id="mi-jugada-cartones">
          {vibration.supported ? (
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                checked={vibration.on}
                onChange={(event) => vibration.toggle(event.target.checked)}
              />
              {t('vibrate')}
            </label>
          ) : null}
          <ul className={styles.sheetList}>
            {sorted.map((progress) => (
              <CardProgressView
                key={progress.card.id}
                progress={progress}
                jugadas={jugadas}
                estado="EN_CURSO"
              />
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.summary}>
        <span className={styles.lastBall} data-ultima-bolilla={newest?.bolilla ?? ''}>
          <span className="visually-hidden">{t('lastBall')}: </span>
          {newest ? formatBall(newest.bolilla) : '–'}
        </span>
        <p className={styles.closest} data-mas-cerca={closest?.mejor?.faltan ?? ''}>
          <span className={styles.barTitle}>
            {t('miJugada')}
            {sequence.actual ? ` · ${sequence.actual}` : ''}
          </span>
          <span>
            {closest?.mejor
              ? t('closest', {
                  numero: closest.card.numero,
                  faltan: closest.mejor.faltan,
                  jugada: closest.mejor.nombre,
                })
              : t('noBallYet')}
          </span>
        </p>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={open ? 'mi-jugada-cartones' : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('hideMyCards') : t('showMyCards', { count: cards.length })}
          {open ? (
            <ChevronDown aria-hidden="true" focusable="false" size={18} />
          ) : (
            <ChevronUp aria-hidden="true" focusable="false" size={18} />
          )}
        </button>
      </div>
    </section>
  )
}
