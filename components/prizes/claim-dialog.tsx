'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { requestCollectionAction } from '@/lib/actions/prizes'
import { useActionFailure } from '@/components/forms/use-action-failure'
import { Dialog } from '@/components/ui/dialog'
import { useSnackbar } from '@/components/ui/snackbar'
import {
  type ClaimLimits,
  claimOptions,
  type Country,
  type Department,
  type PaymentEntity,
} from '@loteria/contract'
import type { OwnedPrize } from '@/lib/prizes/find-prize'
import type { CollectionRequestInput } from '@/lib/validation/prizes'
import { formatGs } from '@loteria/contract/format'
import { CollectionRequestForm } from './collection-request-form'
import { InPerson } from './in-person'
import { PrizeAmounts } from './prize-amounts'
import styles from './prizes.module.css'

/** What the request form needs, loaded once by the page. */
export interface ClaimForms {
  entidades: PaymentEntity[]
  paises: Country[]
  departamentos: Department[]
  defaults: Partial<CollectionRequestInput>
}

interface ClaimDialogProps {
  owned: OwnedPrize | null
  limits: ClaimLimits | undefined
  /** Where the prize is collected when nothing online fits (lib/prizes/office.ts). */
  oficina: string | null
  forms: ClaimForms
  onClose: () => void
  onWallet: (owned: OwnedPrize) => void
}

/**
 * The prize-claim dialog (60vw): the wallet option up to COBRO_MONTO_MAX_BILLETERA, the payment
 * request between the transfer limits (docs/product.md §4), or the in-person notice when neither
 * holds.
 */
export function ClaimDialog({
  owned,
  limits,
  forms,
  oficina,
  onClose,
  onWallet,
}: ClaimDialogProps) {
  const t = useTranslations('Prizes')
  const snackbar = useSnackbar()
  const router = useRouter()
  const fail = useActionFailure()
  const [requesting, setRequesting] = useState(false)

  const close = () => {
    setRequesting(false)
    onClose()
  }

  const options =
    owned && limits && typeof owned.prize.premio === 'number'
      ? claimOptions(owned.prize.total, limits)
      : []

  return (
    <Dialog
      open={owned !== null}
      onClose={close}
      title={requesting ? t('requestTitle') : t('claimTitle')}
      closeLabel={t('cerrar')}
      width="60vw"
    >
      {owned ? (
        <>
          <PrizeAmounts owned={owned} />
          {requesting ? (
            <CollectionRequestForm
              entidades={forms.entidades}
              paises={forms.paises}
              departamentos={forms.departamentos}
              defaults={forms.defaults}
              onSubmit={async (form) => {
                const result = await requestCollectionAction({ premioId: owned.prize.id, form })
                if (result.ok) snackbar.success(result.message)
                else fail(result)
                return result
              }}
              onDone={() => {
                close()
                router.refresh()
              }}
              onCancel={() => setRequesting(false)}
            />
          ) : options.length === 0 ? (
            <p className={styles.notice} role="note">
              <InPerson oficina={oficina} where="dialog" />
            </p>
          ) : (
            <fieldset className={styles.options}>
              <legend>{t('optionsLegend')}</legend>
              {limits && options.includes('billetera') ? (
                <div className={styles.option}>
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      setRequesting(false)
                      onWallet(owned)
                    }}
                  >
                    {t('optionWallet')}
                  </button>
                  <p>{t('optionWalletHelp', { max: formatGs(limits.maxBilletera) })}</p>
                </div>
              ) : null}
              {limits && options.includes('transferencia') ? (
                <div className={styles.option}>
                  <button type="button" className="button" onClick={() => setRequesting(true)}>
                    {t('optionTransfer')}
                  </button>
                  <p>
                    {t('optionTransferHelp', {
                      min: formatGs(limits.minTransferencia),
                      max: formatGs(limits.maxTransferencia),
                    })}
                  </p>
                </div>
              ) : null}
            </fieldset>
          )}
        </>
      ) : null}
    </Dialog>
  )
}
