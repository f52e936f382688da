'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styles from './payment-tabs.module.css'

export interface PaymentTab {
  id: string
  label: string
  /** Rendered on the server (the steps of that payment method). */
  panel: ReactNode
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move the focus and select the tab
 * at once (the panels are already in the page, so showing one costs nothing). Roving tabindex:
 * only the selected tab is in the Tab order; Tab from it goes into its panel.
 */
export function PaymentTabs({ label, tabs }: { label: string; tabs: readonly PaymentTab[] }) {
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const baseId = useId()
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

  const select = (index: number) => {
    setSelected(index)
    tabRefs.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => {
          const isSelected = index === selected
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          // Focusable so keyboard users reach the panel right after the tab list.
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
