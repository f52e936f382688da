'use client'

import { useId, useState } from 'react'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { Minus, Plus } from 'lucide-react'
import { Dialog } from '@/components/ui/dialog'
import type { ConsentChoice } from '@/lib/cookie-consent'
import styles from './cookie-consent.module.css'

/**
 * The preferences modal (docs/product.md §2, Centro de preferencia de la privacidad). Its own
 * module: the banner loads it when a visitor opens it, so no page carries it in its first load.
 */
export function CookiePreferences({
  onClose,
  onSave,
}: {
  onClose: () => void
  onSave: (choice: ConsentChoice) => void
}) {
  const t = useTranslations('CookiePreferences')
  const [analytics, setAnalytics] = useState(false)
  const [advertising, setAdvertising] = useState(false)

  return (
    <Dialog open onClose={onClose} title={t('title')} closeLabel={t('close')} width="600px">
      <p className={styles.intro}>
        {t('intro')} <Link href="/politica-de-privacidad">{t('privacyLink')}</Link>.
      </p>
      <ul className={styles.categories}>
        <Category title={t('necessary')} description={t('necessaryDescription')}>
          <span className={styles.always}>{t('alwaysActive')}</span>
        </Category>
        <Category title={t('analytics')} description={t('analyticsDescription')}>
          <Toggle label={t('analytics')} checked={analytics} onChange={setAnalytics} />
        </Category>
        <Category title={t('advertising')} description={t('advertisingDescription')}>
          <Toggle label={t('advertising')} checked={advertising} onChange={setAdvertising} />
        </Category>
      </ul>
      <div className={styles.modalActions}>
        <button
          type="button"
          className="button"
          onClick={() => onSave({ accepted: true, analytics, advertising })}
        >
          {t('confirm')}
        </button>
        <button
          type="button"
          className="button button-accent"
          onClick={() => onSave({ accepted: true, analytics: true, advertising: true })}
        >
          {t('allowAll')}
        </button>
        <button
          type="button"
          className="button button-outline"
          onClick={() => onSave({ accepted: true, analytics: false, advertising: false })}
        >
          {t('rejectAll')}
        </button>
      </div>
    </Dialog>
  )
}

function Category({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: React.ReactNode
}) {
  const t = useTranslations('CookiePreferences')
  const [expanded, setExpanded] = useState(false)
  const descriptionId = useId()
  return (
    <li className={styles.category}>
      <div className={styles.categoryHead}>
        <button
          type="button"
          className={styles.expand}
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={() => setExpanded((value) => !value)}
        >
          <span aria-hidden="true" className={styles.chevron}>
            {expanded ? (
              <Minus aria-hidden="true" focusable="false" size={18} />
            ) : (
              <Plus aria-hidden="true" focusable="false" size={18} />
            )}
          </span>
          <span>{title}</span>
          <span className="visually-hidden">
            {expanded ? t('hideDescription') : t('showDescription')}
          </span>
        </button>
        {children}
      </div>
      <p id={descriptionId} hidden={!expanded} className={styles.description}>
        {description}
      </p>
    </li>
  )
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (value: boolean) => void
}) {
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true" className={styles.track} />
    </label>
  )
}
