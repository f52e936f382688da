import type { ReactNode } from 'react'
import base from './table-base.module.css'
import styles from './responsive-table.module.css'

// A table that is a table where there is room and a list of labelled cards where there is not
// (a phone, or a narrow account panel): every field stays visible, no column is scrolled out of
// sight, and amounts and dates never break mid-value. The switch is a container query, so it
// follows the room the table really has, not the window.

export interface ResponsiveColumn {
  label: string
  /** amount and date cells never wrap; numbers are right-aligned in table form */
  kind?: 'text' | 'amount' | 'date' | 'number'
}

export interface ResponsiveRow {
  key: string
  cells: ReactNode[]
}

const STACK = { sm: styles.stackSm, lg: styles.stackLg } as const

export function ResponsiveTable({
  columns,
  rows,
  caption,
  stackBelow = 'sm',
}: {
  columns: ResponsiveColumn[]
  rows: ResponsiveRow[]
  /** read by screen readers; visually hidden (the page's heading already says it) */
  caption: string
  /** rows become cards below 420 px of room (sm) or 720 px (lg) */
  stackBelow?: keyof typeof STACK
}) {
  return (
    <div className={`${base.container} ${STACK[stackBelow]}`}>
      <table className={`${base.table} ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={styles[column.kind ?? 'text']}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {columns.map((column, i) => (
                // data-label is drawn before the value only as cards, where the header is out of
                // sight (generated content, so the cell's text stays the value alone).
                <td
                  key={column.label}
                  data-label={column.label}
                  className={styles[column.kind ?? 'text']}
                >
                  <span className={styles.value}>{row.cells[i]}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
