import type { ReactNode } from 'react'
import shell from '@/components/account/account-shell.module.css'
import formStyles from '@/components/forms/form.module.css'

/** One card of the limits page: its heading (which names the section), what it does, its content. */
export function Panel({
  id,
  title,
  lead,
  children,
}: {
  /** Prefix of the heading's id, unique on the page. */
  id: string
  title: string
  lead: string
  children: ReactNode
}) {
  const titleId = `${id}-title`
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className={shell.panelTitle}>
        {title}
      </h2>
      <p className={formStyles.lead}>{lead}</p>
      {children}
    </section>
  )
}
