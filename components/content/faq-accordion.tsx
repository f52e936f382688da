'use client'

import { useId, useState } from 'react'
import styles from './faq-accordion.module.css'
import { Minus, Plus } from 'lucide-react'

export interface FaqItem {
  pregunta: string
  /** Already sanitized on the server. */
  respuestaHtml: string
}

/** WAI-ARIA accordion: each question is a button in a heading that shows or hides its answer. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const baseId = useId()
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(index)) next.delete(index)
      else next.add(index)
      return next
    })

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open.has(index)
        const buttonId = `${baseId}-q${index}`
        const panelId = `${baseId}-a${index}`
        return (
          <div key={buttonId} className={styles.item}>
            <h2 className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.question}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.pregunta}</span>
                <span aria-hidden="true" className={styles.icon}>
                  {expanded ? (
                    <Minus aria-hidden="true" focusable="false" size={20} />
                  ) : (
                    <Plus aria-hidden="true" focusable="false" size={20} />
                  )}
                </span>
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className={styles.answer}
              dangerouslySetInnerHTML={{ __html: item.respuestaHtml }}
            />
          </div>
        )
      })}
    </div>
  )
}
