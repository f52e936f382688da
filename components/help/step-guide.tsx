import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { HelpImage } from './guides'
import { ResponsiveImage } from './responsive-image'
import styles from './step-guide.module.css'

export interface GuideStep {
  id: string
  title: string
  text: ReactNode
  image: HelpImage
  alt: string
}

interface StepGuideProps {
  /** Names the list for screen readers ("Pasos para …"). */
  label: string
  steps: readonly GuideStep[]
  /** 2 when the steps are the page's sections, 3 when they sit under a section heading. */
  headingLevel?: 2 | 3
  /** Numbering continues across lists (the payment tabs follow the four common steps). */
  start?: number
  /** Only the page's first image is loaded eagerly; the rest wait until scrolled near. */
  priorityFirst?: boolean
}

/** Numbered steps, each with a heading, a short text and its illustration. */
export async function StepGuide({
  label,
  steps,
  headingLevel = 2,
  start = 1,
  priorityFirst = false,
}: StepGuideProps) {
  const t = await getTranslations('Help')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    // role="list": Safari drops list semantics from lists styled with `list-style: none`.
    <ol role="list" aria-label={label} start={start} className={styles.steps}>
      {steps.map((step, index) => {
        const number = start + index
        return (
          <li key={step.id} className={styles.step}>
            <div className={styles.body}>
              <Heading className={styles.heading}>
                <span aria-hidden="true" className={styles.number}>
                  {number}
                </span>
                <span>
                  {/* The badge is decoration; the number is read as part of the heading. */}
                  <span className="visually-hidden">{t('stepNumber', { number })} </span>
                  {step.title}
                </span>
              </Heading>
              <p className={styles.text}>{step.text}</p>
            </div>
            <ResponsiveImage
              image={step.image}
              alt={step.alt}
              priority={priorityFirst && index === 0}
            />
          </li>
        )
      })}
    </ol>
  )
}
