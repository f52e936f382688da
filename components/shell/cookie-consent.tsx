'use client'

import { useId, useState, useSyncExternalStore } from 'react'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/ui/dialog'
import { useSnackbar } from '@/components/ui/snackbar'
import { readConsent, storeConsent, type ConsentChoice } from '@/lib/cookie-consent'
import styles from './cookie-consent.module.css'
import { Minus, Plus } from 'lucide-react'

function subscribeStorage(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

const subscribeNothing = () => () => undefined

function isUndecided(): boolean {
  return readConsent(window.localStorage) === null
}

/** Cookie banner on first visit and the preferences modal (docs/product.md §2 and §4). */
export function CookieConsent() {
  const t = useTranslations('CookieBanner')
  const snackbar = useSnackbar()
  const savedText = useTranslations('CookiePreferences')('saved')
  // The static HTML (the same for every visitor) carries the banner, so it paints at once; a tiny
  // script in <head> hides it before paint for visitors who already chose (app/layout.tsx), and
  // its buttons wait for hydration.
  const undecided = useSyncExternalStore(subscribeStorage, isUndecided, () => true)
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const [saved, setSaved] = useState(false)
  const [modalOpen, setModalOpen] = useState(false)
  const bannerOpen = undecided && !saved

  const save = (choice: ConsentChoice, announce: boolean) => {
    storeConsent(window.localStorage, choice)
    setSaved(true)
    setModalOpen(false)
    if (announce) snackbar.success(savedText)
  }

  return (
    <>
      {bannerOpen ? (
        <section className={styles.banner} aria-label={t('label')} data-cookie-banner>
          <p className={styles.text}>{t('text')}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.configure}
              onClick={() => setModalOpen(true)}
              disabled={!hydrated}
            >
              {t('configure')}
            </button>
            <button
              type="button"
              className="button button-outline"
              disabled={!hydrated}
              onClick={() => save({ accepted: false, analytics: false, advertising: false }, false)}
            >
              {t('decline')}
            </button>
            <button
              type="button"
              className="button button-accent"
              disabled={!hydrated}
              onClick={() => save({ accepted: true, analytics: true, advertising: true }, false)}
            >
              {t('accept')}
            </button>
          </div>
        </section>
      ) : null}
      {modalOpen ? (
        <CookiePreferences
          onClose={() => setModalOpen(false)}
          onSave={(choice) => save(choice, true)}
        />
      ) : null}
    </>
  )
}

function CookiePreferences({
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
