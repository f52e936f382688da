import styles from './state-chip.module.css'

/** How a state reads at a glance: done well, gone wrong, or neither (waiting, cancelled). */
export type ChipTone = 'success' | 'error' | 'neutral'

/**
 * A record's state as a short coloured label (Solicitud de Cobros, Mis Movimientos): the colour
 * tells an approved record from a refused one before the word is read; the word stays, so the
 * colour is never the only sign.
 */
export function StateChip({ tone, children }: { tone: ChipTone; children: React.ReactNode }) {
  return (
    <span className={styles.chip} data-tone={tone}>
      {children}
    </span>
  )
}
