import type { ReactNode } from 'react'
import styles from './amount-list.module.css'

export interface AmountRow {
  label: string
  value: ReactNode
}

/** Labelled amounts with the total last, set off by a rule: the checkout's and a prize's. */
export function AmountList({ rows, total }: { rows: AmountRow[]; total: AmountRow }) {
  return (
    <dl className={styles.amounts}>
      {rows.map((row) => (
        <AmountPair key={row.label} row={row} />
      ))}
      <AmountPair row={total} className={styles.total} />
    </dl>
  )
}

function AmountPair({ row, className }: { row: AmountRow; className?: string }) {
  return (
    <>
      <dt className={className}>{row.label}</dt>
      <dd className={className}>{row.value}</dd>
    </>
  )
}
