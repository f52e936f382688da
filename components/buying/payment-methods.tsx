'use client'

import { useId, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { payAction } from '@/lib/actions/buying'
import { useActionFailure } from '@/components/forms/use-action-failure'
import { formatGs } from '@loteria/contract/format'
import styles from './buying.module.css'
import { Minus, Plus } from 'lucide-react'

interface Method {
  codigo: string
  nombre: string
  descripcion: string
}

/**
 * The four payment methods in an accordion; Pagar ahora creates the purchase (once: the button
 * locks and the key is the page's) and sends the player to the provider's page.
 */
export function PaymentMethods({
  packId,
  clave,
  total,
  methods,
}: {
  packId: number
  clave: string
  /** What the player pays, on the button itself: nobody pays an amount they have not seen. */
  total: number
  methods: Method[]
}) {
  const t = useTranslations('Buying')
  const fail = useActionFailure()
  const baseId = useId()
  const [open, setOpen] = useState<string | null>(methods[0]?.codigo ?? null)
  const [paying, setPaying] = useState<string | null>(null)
  const lock = useRef(false)

  const pay = async (medioPago: string) => {
    if (lock.current) return
    lock.current = true
    setPaying(medioPago)
    const result = await payAction({ pack: packId, medioPago, clave })
    if (result.ok && result.redirectTo) {
      window.location.assign(result.redirectTo)
      return
    }
    lock.current = false
    setPaying(null)
    fail(result)
  }

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="methods-title">
      <h2 id="methods-title" className={styles.panelTitle}>
        {t('methodsTitle')}
      </h2>
      <div className={styles.accordion}>
        {methods.map((method) => {
          const expanded = open === method.codigo
          const panelId = `${baseId}-${method.codigo}`
          return (
            <div key={method.codigo} className={styles.accordionItem}>
              <h3 className={styles.accordionHeading}>
                <button
                  type="button"
                  className={styles.accordionButton}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : method.codigo)}
                >
                  <span>{method.nombre}</span>
                  {expanded ? (
                    <Minus aria-hidden="true" focusable="false" size={20} />
                  ) : (
                    <Plus aria-hidden="true" focusable="false" size={20} />
                  )}
                </button>
              </h3>
              <div id={panelId} className={styles.accordionPanel} hidden={!expanded}>
                {/* The redirect is said once: the method's own words, else ours. */}
                <p className={styles.muted}>
                  {method.descripcion || t('redirectNote', { medio: method.nombre })}
                </p>
                <button
                  type="button"
                  className="button button-accent"
                  disabled={paying !== null}
                  onClick={() => void pay(method.codigo)}
                >
                  {paying === method.codigo
                    ? t('redirecting')
                    : t('payNowTotal', { total: formatGs(total) })}
                </button>
              </div>
            </div>
          )
        })}
      </div>
    </section>
  )
}
