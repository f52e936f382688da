'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { addWalletAction, payToWalletAction, walletsAction } from '@/lib/actions/prizes'
import { TextField } from '@/components/forms/field'
import { useActionFailure } from '@/components/forms/use-action-failure'
import { Dialog } from '@/components/ui/dialog'
import { useSnackbar } from '@/components/ui/snackbar'
import type { Wallet } from '@loteria/contract'
import { formatDate } from '@loteria/contract/format'
import type { OwnedPrize } from '@/lib/prizes/find-prize'
import { walletFormSchema } from '@/lib/validation/prizes'
import type { ValidationKey } from '@/lib/validation/messages'
import { PrizeAmounts } from './prize-amounts'
import styles from './prizes.module.css'

/**
 * The wallet dialog: the player's wallets, adding one by line number, and the confirmation with
 * draw, prize, tax discount and total. Confirmar stays disabled while anything is loading.
 */
export function WalletDialog({
  owned,
  onClose,
}: {
  owned: OwnedPrize | null
  onClose: () => void
}) {
  const t = useTranslations('Prizes')
  return (
    <Dialog
      open={owned !== null}
      onClose={onClose}
      title={t('walletTitle')}
      closeLabel={t('cerrar')}
      width="60vw"
    >
      {/* A fresh panel (wallets, choice, typed number) for every prize. */}
      {owned ? <WalletPanel key={owned.prize.id} owned={owned} onClose={onClose} /> : null}
    </Dialog>
  )
}

function WalletPanel({ owned, onClose }: { owned: OwnedPrize; onClose: () => void }) {
  const t = useTranslations('Prizes')
  const tValidation = useTranslations('Validation')
  const snackbar = useSnackbar()
  const router = useRouter()
  const fail = useActionFailure()
  const legendId = useId()
  const [wallets, setWallets] = useState<Wallet[] | null>(null)
  const [chosen, setChosen] = useState<number | null>(null)
  const [numero, setNumero] = useState('')
  const [numeroError, setNumeroError] = useState<string | undefined>()
  const [busy, setBusy] = useState<'adding' | 'paying' | null>(null)

  useEffect(() => {
    let live = true
    void walletsAction().then((result) => {
      if (!live) return
      if (!result.ok) {
        fail(result)
        setWallets([])
        return
      }
      const list = result.data ?? []
      setWallets(list)
      if (list.length === 1) setChosen(list[0]!.id)
    })
    return () => {
      live = false
    }
  }, [fail])

  const add = async () => {
    const parsed = walletFormSchema.safeParse({ numero })
    if (!parsed.success) {
      setNumeroError(tValidation(parsed.error.issues[0]!.message as ValidationKey))
      return
    }
    setNumeroError(undefined)
    setBusy('adding')
    const result = await addWalletAction(parsed.data)
    setBusy(null)
    if (!result.ok) {
      setNumeroError(result.fieldErrors?.numero ?? result.message)
      fail(result)
      return
    }
    const list = result.data ?? []
    setWallets(list)
    setNumero('')
    const added = list.find((wallet) => wallet.numero === parsed.data.numero)
    if (added) setChosen(added.id)
    if (result.message) snackbar.success(result.message)
  }

  const confirm = async () => {
    if (chosen === null) return
    setBusy('paying')
    const result = await payToWalletAction({ premioId: owned.prize.id, walletId: chosen })
    setBusy(null)
    if (!result.ok) {
      fail(result)
      return
    }
    // When and where to follow it: the backend's words say where the money goes, not when it was
    // asked for nor that Solicitud de Cobros lists it.
    snackbar.success(t('walletClaimed', { mensaje: result.message, fecha: formatDate(new Date()) }))
    onClose()
    router.refresh()
  }

  return (
    <>
      {wallets === null ? (
        <p role="status">{t('walletsLoading')}</p>
      ) : wallets.length === 0 ? (
        <p className={styles.notice}>{t('noWallets')}</p>
      ) : (
        <fieldset className={styles.wallets} aria-labelledby={legendId}>
          <legend id={legendId}>{t('walletsLegend')}</legend>
          {wallets.map((wallet) => (
            <label key={wallet.id} className={styles.walletChoice}>
              <input
                type="radio"
                name="billetera"
                value={wallet.id}
                checked={chosen === wallet.id}
                onChange={() => setChosen(wallet.id)}
              />
              {t('walletLabel', { numero: wallet.numero })}
            </label>
          ))}
        </fieldset>
      )}
      <h3 className={styles.sectionTitle}>{t('addWalletTitle')}</h3>
      <form
        className={styles.addWallet}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void add()
        }}
      >
        <TextField
          label={t('numeroLinea')}
          hint={t('numeroLineaHelp')}
          error={numeroError}
          name="numero"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={numero}
          onChange={(event) => setNumero(event.target.value)}
        />
        <button type="submit" className="button button-outline" disabled={busy !== null}>
          {busy === 'adding' ? t('adding') : t('addWallet')}
        </button>
      </form>
      <h3 className={styles.sectionTitle}>{t('confirmTitle')}</h3>
      <PrizeAmounts owned={owned} />
      {chosen === null && wallets && wallets.length > 0 ? (
        <p className={styles.notice}>{t('pickWallet')}</p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className="button button-outline" onClick={onClose}>
          {t('volver')}
        </button>
        <button
          type="button"
          className="button button-accent"
          disabled={busy !== null || wallets === null || chosen === null}
          onClick={() => void confirm()}
        >
          {busy === 'paying' ? t('confirmando') : t('confirmar')}
        </button>
      </div>
    </>
  )
}
