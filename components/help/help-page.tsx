import type { ReactNode } from 'react'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/ui/intent-link'
import { HELP_GUIDES, type HelpGuide } from './guides'
import styles from './help-page.module.css'

interface HelpPageProps {
  title: string
  lead: ReactNode
  /** This guide, left out of the links to the others. */
  current: HelpGuide
  /** Where to go and do what the guide explains. */
  action: { href: string; label: string }
  children: ReactNode
}

/** The frame shared by the help guides: title, lead, content, a call to action, other guides. */
export async function HelpPage({ title, lead, current, action, children }: HelpPageProps) {
  const t = await getTranslations('Help')
  return (
    <div className="container page">
      <h1 className="page-title">{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
      <p className={styles.action}>
        <IntentLink href={action.href} className="button button-accent">
          {action.label}
        </IntentLink>
      </p>
      <nav aria-labelledby="otras-guias" className={styles.related}>
        <h2 id="otras-guias" className={styles.sectionTitle}>
          {t('otherGuides')}
        </h2>
        {/* role="list": Safari drops list semantics from lists styled with `list-style: none`. */}
        <ul role="list" className={styles.links}>
          {HELP_GUIDES.filter((guide) => guide.key !== current).map((guide) => (
            <li key={guide.key}>
              <Link href={guide.href} className="button button-outline">
                {t(`guides.${guide.key}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link href="/preguntas-frecuentes" className="button button-outline">
              {t('guides.faq')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  )
}

interface HelpNoteProps {
  /** Ids are given by the page: async server components cannot call useId. */
  id: string
  title: string
  children: ReactNode
}

/** A highlighted box of advice next to the steps. */
export function HelpNote({ id, title, children }: HelpNoteProps) {
  return (
    <section aria-labelledby={id} className={styles.note}>
      <h2 id={id} className={styles.noteTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A list of short tips inside a HelpNote. */
export function HelpTips({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className={styles.tips}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}

/** A section of a guide with its own h2 (how-to-buy has two: choosing cards, paying). */
export function HelpSection({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  )
}
