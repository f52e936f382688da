import styles from './balls.module.css'

/**
 * Winning numbers as lottery balls, read out as a plain list. The shine is its own element, kept
 * at the ball's top left rim, clear of the number (tests/e2e/shell/balls.spec.ts).
 */
export function Balls({ numbers, label }: { numbers: string[]; label: string }) {
  return (
    <ol className={styles.balls} aria-label={label}>
      {numbers.map((n, i) => (
        <li key={`${n}-${i}`} className={styles.ball}>
          <span aria-hidden="true" className={styles.shine} />
          <span className={styles.digit}>{n}</span>
        </li>
      ))}
    </ol>
  )
}
