'use client'

import Link from 'next/link'
import { useCallback, useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { cardWinAction, type CardWin } from '@/lib/actions/win'
import { ScanButton } from '@/components/card-check/scan-button'
import { WinShare } from '@/components/share/win-share'
import { useAddressCheck } from '@/components/card-check/use-address-check'
import { SubmitHint } from '@/components/forms/submit-hint'
import { Dialog } from '@/components/ui/dialog'
import { useSnackbar } from '@/components/ui/snackbar'
import type { CardRef } from '@/lib/card-qr/content'
import { formatCardNumber, formatGs, formatPercent } from '@loteria/contract/format'
import { isRecord } from '@/lib/is-record'
import { amountInText, netPrize } from '@/lib/prizes/net'
import { claimHref } from '@/lib/prizes/win-summary'
import { SESSION_HINT_COOKIE } from '@/lib/session/hint'
import { isCardCheckValid, onlyDigits } from '@/lib/validation/card-check-rules'
import { Confetti } from './confetti'
import styles from './card-check-form.module.css'

export interface DrawOption {
  id: number
  label: string
}

interface Prize {
  primerMensaje: string
  segundoMensaje: string
  nroCarton: string
}

/** What /api/consulta answers (app/api/consulta/route.ts); checked by hand to keep zod off the page. */
interface CheckResult {
  ganador: boolean
  premios: Prize[]
}
/** `cuenta`: whose card it is and the withholding (null when that could not be asked). */
type Answer = CheckResult & {
  carton: string
  sorteo: string
  loggedIn: boolean
  cuenta: CardWin | null
}

/** A winning card's owner, its amounts net of tax; the dialog waits for it so it never grows. */
async function askOwner(card: CardRef): Promise<CardWin | null> {
  try {
    const result = await cardWinAction(card)
    return result.ok && result.data ? result.data : null
  } catch {
    return null
  }
}

const isPrize = (value: unknown): value is Prize =>
  isRecord(value) &&
  typeof value.primerMensaje === 'string' &&
  typeof value.segundoMensaje === 'string' &&
  typeof value.nroCarton === 'string'

function readResult(body: unknown): CheckResult {
  if (!isRecord(body) || typeof body.ganador !== 'boolean' || !Array.isArray(body.premios)) {
    throw new Error('Respuesta sin el formato esperado')
  }
  const premios: unknown[] = body.premios
  if (!premios.every(isPrize)) throw new Error('Respuesta sin el formato esperado')
  return { ganador: body.ganador, premios }
}

/** Where a winner claims: Mis premios, through the login when no session is hinted. */
const MY_PRIZES = '/mi-cuenta/mis-premios'
const loggedInHint = () =>
  document.cookie.split('; ').some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`))

/** The dialog's title congratulates already: a backend's own "¡Felicitaciones!" is not repeated. */
const withoutCongratulations = (text: string) =>
  text.replace(/^\s*¡?\s*felicitaciones\s*!?[\s,.:]*/i, '')

const failureMessage = (body: unknown) =>
  isRecord(body) && typeof body.mensaje === 'string' ? body.mensaje : undefined

/**
 * Card check (home, ganadores, millonarios, resultados, verificar): card number, draw, Verificar,
 * and "Escanear cartón", which reads both from the cartón's QR code. With `checkFromAddress`
 * (/verificar) it checks the card named in the page's address at once.
 */
export function CardCheckForm({
  draws,
  headingLevel = 'h2',
  checkFromAddress = false,
  initialDraw,
}: {
  draws: DrawOption[]
  headingLevel?: 'h1' | 'h2'
  checkFromAddress?: boolean
  /** The draw chosen at first (a draw's own page); the newest otherwise. */
  initialDraw?: number
}) {
  const t = useTranslations('CardCheck')
  const snackbar = useSnackbar()
  const id = useId()
  const [carton, setCarton] = useState('')
  const [sorteo, setSorteo] = useState(
    initialDraw !== undefined ? String(initialDraw) : draws[0] ? String(draws[0].id) : '',
  )
  const [checking, setChecking] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)
  /** Why a scan or a /verificar address gave no card (aria-live, under the form). */
  const [notice, setNotice] = useState('')
  const valid = isCardCheckValid({ sorteo, carton })
  // Why Verificar waits, beside it (docs/history.md): docs/product.md §5 keeps it
  // disabled while the form is invalid.
  const waitingFor = !carton ? t('hintCard') : !sorteo ? t('hintDraw') : null
  const Heading = headingLevel

  const check = useCallback(
    async (card: CardRef) => {
      setChecking(true)
      try {
        const query = new URLSearchParams({ sorteo: card.sorteo, carton: card.carton })
        const response = await fetch(`/api/consulta?${query}`)
        const body: unknown = await response.json()
        if (!response.ok) {
          snackbar.error(failureMessage(body) ?? t('error'))
          return
        }
        const parsed = readResult(body)
        const cuenta = parsed.ganador ? await askOwner(card) : null
        // The card as printed, leading zeros kept, however it was typed ("43985").
        setAnswer({
          ...parsed,
          ...card,
          carton: formatCardNumber(card.carton),
          loggedIn: cuenta?.logueado ?? loggedInHint(),
          cuenta,
        })
      } catch {
        snackbar.error(t('error'))
      } finally {
        setChecking(false)
      }
    },
    [snackbar, t],
  )

  /** A card read from a QR code or the address: shown in the fields, then checked. */
  const checkCard = useCallback(
    (card: CardRef) => {
      setCarton(card.carton)
      setSorteo(card.sorteo)
      setNotice('')
      void check(card)
    },
    [check],
  )
  useAddressCheck(checkFromAddress, checkCard, setNotice)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!valid) return
    setNotice('')
    void check({ carton, sorteo })
  }

  const drawLabel = draws.find((d) => String(d.id) === answer?.sorteo)?.label ?? ''

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>
        {t('title')}
      </Heading>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-carton`}>{t('cardLabel')}</label>
          <input
            id={`${id}-carton`}
            name="carton"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            value={carton}
            onChange={(e) => setCarton(onlyDigits(e.target.value))}
            placeholder={t('cardPlaceholder')}
            required
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-sorteo`}>{t('drawLabel')}</label>
          <select
            id={`${id}-sorteo`}
            name="sorteo"
            value={sorteo}
            onChange={(e) => setSorteo(e.target.value)}
            required
          >
            {draws.length === 0 ? <option value="">{t('noDraws')}</option> : null}
            {draws.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="button button-accent"
          disabled={!valid || checking}
          aria-describedby={waitingFor ? `${id}-hint` : undefined}
        >
          {checking ? t('checking') : t('button')}
        </button>
        <ScanButton onRead={checkCard} onProblem={setNotice} className={styles.scan} />
        <SubmitHint id={`${id}-hint`} reason={waitingFor} className={styles.hint} />
      </form>
      <p className={styles.notice} role="status" aria-live="polite">
        {notice}
      </p>
      <Dialog
        open={answer !== null}
        onClose={() => setAnswer(null)}
        title={answer?.ganador ? t('winTitle') : t('loseTitle')}
        closeLabel={t('close')}
        className={styles.dialog}
      >
        {answer?.ganador ? (
          <div className={styles.result} data-result="ganador">
            <Confetti />
            {answer.premios.map((p, i) => (
              <p key={i} className={styles.lead}>
                <strong>{withoutCongratulations(p.primerMensaje)}</strong> {p.segundoMensaje}
              </p>
            ))}
            <NetLine answer={answer} />
            <p className={styles.claim}>
              {answer.cuenta?.propio ? (
                <Link href={claimHref(answer.cuenta.propio)} className="button button-accent">
                  {t('claimOwn')}
                </Link>
              ) : answer.loggedIn ? (
                <span className={styles.notYours} data-propio="no">
                  {t('notYourCard')}
                </span>
              ) : (
                <Link
                  href={`/login?next=${encodeURIComponent(MY_PRIZES)}`}
                  className="button button-accent"
                >
                  {t('claimLogin')}
                </Link>
              )}
            </p>
            <WinShare sorteoId={answer.sorteo} sorteo={drawLabel} carton={answer.carton} />
            <p>
              {t('winHelp')} <Link href="/preguntas-frecuentes">{t('faqLink')}</Link>
            </p>
          </div>
        ) : answer ? (
          <div className={styles.result} data-result="sin-premio">
            <p className={styles.lead}>
              {t('loseText', { carton: answer.carton, sorteo: drawLabel })}
            </p>
            <p>
              {t('loseHelp')} <Link href="/preguntas-frecuentes">{t('faqLink')}</Link>
            </p>
          </div>
        ) : null}
      </Dialog>
    </section>
  )
}

/**
 * What the winner collects after the tax: the backend's own amounts for the player's card, else
 * the prize the check names less the withholding rate. Nothing for goods.
 */
function NetLine({ answer }: { answer: Answer }) {
  const t = useTranslations('CardCheck')
  const own = answer.cuenta?.propio
  if (own) {
    if (own.neto <= 0) return null
    return (
      <p className={styles.net} data-neto={own.neto}>
        {t('netOwn', {
          neto: formatGs(own.neto),
          bruto: formatGs(own.bruto),
          retencion: formatGs(own.retencion),
        })}
      </p>
    )
  }
  if (!answer.cuenta) return null
  const amounts = answer.premios.map((p) => amountInText(p.segundoMensaje))
  if (amounts.some((a) => a === null)) return null
  const bruto = amounts.reduce<number>((sum, a) => sum + (a ?? 0), 0)
  const { neto } = netPrize(bruto, answer.cuenta.tasa)
  return (
    <p className={styles.net} data-neto={neto}>
      {t('netOther', {
        neto: formatGs(neto),
        bruto: formatGs(bruto),
        tasa: formatPercent(answer.cuenta.tasa),
      })}
    </p>
  )
}
