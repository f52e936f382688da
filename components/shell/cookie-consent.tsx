'use client'

import dynamic from 'next/dynamic'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { useSnackbar } from '@/components/ui/snackbar'
import { bannerChoice, readConsent, storeConsent, type ConsentChoice } from '@/lib/cookie-consent'
import styles from './cookie-consent.module.css'

// Loaded when a visitor opens it: no first load carries the modal's code.
const CookiePreferences = dynamic(
  () => import('./cookie-preferences').then((m) => m.CookiePreferences),
  { ssr: false },
)

function subscribeStorage(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

const subscribeNothing = () => () => undefined

function isUndecided(): boolean {
  return readConsent(window.localStorage) === null
}

/**
 * Cookie banner on first visit and the preferences modal (docs/product.md §2 and §4): a slim bar
 * at the bottom of the window, after the footer once scrolled there (so it never hides the +18
 * notice). Its buttons are a form posted to /api/cookies, so they work before the page is
 * hydrated and without JavaScript; once hydrated, the choice is stored here without a reload.
 */
export function CookieConsent() {
  const t = useTranslations('CookieBanner')
  const snackbar = useSnackbar()
  const savedText = useTranslations('CookiePreferences')('saved')
  // The static HTML (the same for every visitor) carries the banner, so it paints at once; a tiny
  // script in <head> hides it before paint for visitors who already chose (app/layout.tsx).
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

  const answer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const eleccion = submitter?.getAttribute('value')
    if (eleccion === 'aceptar' || eleccion === 'declinar')
      save(bannerChoice(eleccion === 'aceptar'), false)
  }

  return (
    <>
      {bannerOpen ? (
        <section className={styles.banner} aria-label={t('label')} data-cookie-banner>
          <form method="post" action="/api/cookies" className={styles.form} onSubmit={answer}>
            <p className={styles.text}>{t('text')}</p>
            <div className={styles.actions}>
              {/* The modal needs JavaScript: without it this button is hidden (api/cookies/estilo),
                  and until hydration it says it opens nothing yet. */}
              <button
                type="button"
                className={styles.configure}
                aria-haspopup={hydrated ? 'dialog' : undefined}
                data-cookie-configure
                onClick={() => setModalOpen(true)}
              >
                {t('configure')}
              </button>
              <button
                type="submit"
                name="eleccion"
                value="declinar"
                className={`button button-outline ${styles.choice}`}
              >
                {t('decline')}
              </button>
              <button
                type="submit"
                name="eleccion"
                value="aceptar"
                className={`button button-accent ${styles.choice}`}
              >
                {t('accept')}
              </button>
            </div>
          </form>
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
