import styles from './balls.module.css'

/** Winning numbers as lottery balls, read out as a plain list. */
export function Balls({ numbers, label }: { numbers: string[]; label: string }) {
  return (
    <ol className={styles.balls} aria-label={label}>
      {numbers.map((n, i) => (
        <li key={`${n}-${i}`} className={styles.ball}>
          {n}
        </li>
      ))}
    </ol>
  )
}
