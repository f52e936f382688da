'use client'

import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useSnackbar } from '@/components/ui/snackbar'
import { savePackChoiceAction } from '@/lib/actions/packs'
import { luckyNumberSchema, type MyPack } from '@loteria/contract'
import { luckyDigits } from '@/lib/validation/packs'
import { luckyDraws } from '@/lib/buying/lucky-draws'
import fieldStyles from '@/components/forms/field.module.css'
import { Switch } from '@/components/ui/switch'
import styles from './packs.module.css'

/**
 * A pack's "Elegir por mí al cierre" and "Mi número de la suerte": on by default, saved
 * with Guardar elección, changeable until the close of sales. What was typed stays when saving
 * fails, and the field says why beside it; the result is announced once, in the snackbar.
 */
export function PackChoice({ pack }: { pack: MyPack }) {
  const t = useTranslations('Packs')
  const snackbar = useSnackbar()
  const id = useId()
  const [auto, setAuto] = useState(pack.eleccionAutomatica)
  const [numero, setNumero] = useState(pack.numeroFavorito ?? '')
  const [saved, setSaved] = useState(pack)
  const lucky = luckyDraws(saved)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The contract's own rule, checked here first so a mistake is said beside the field at once.
    const checked = luckyNumberSchema.safeParse(numero)
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t('luckyInvalid'))
      return
    }
    setError(null)
    setSaving(true)
    try {
      const result = await savePackChoiceAction({
        suscripcionId: pack.id,
        eleccionAutomatica: auto,
        numeroFavorito: checked.data,
      })
      if (result.ok) {
        if (result.data) {
          setNumero(result.data.numeroFavorito ?? '')
          setSaved(result.data)
        }
        snackbar.success(result.message)
        return
      }
      if (result.fieldErrors?.numeroFavorito) setError(result.fieldErrors.numeroFavorito)
      snackbar.error(result.message)
    } catch {
      snackbar.error(t('saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <form
      className={styles.choice}
      onSubmit={(event) => void save(event)}
      aria-label={t('choiceGroup', { pack: pack.pack })}
      noValidate
    >
      <Switch checked={auto} onChange={setAuto} describedBy={`${id}-auto`} strong>
        {t('choiceLabel')}
      </Switch>
      <p id={`${id}-auto`} className={styles.choiceHint}>
        {auto ? t('choiceOnHint') : t('choiceOffHint')}
      </p>
      {auto ? (
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-numero`} className={fieldStyles.label}>
            {t('luckyLabel')}
          </label>
          <input
            id={`${id}-numero`}
            name="numeroFavorito"
            className={`${fieldStyles.input} ${styles.lucky}`}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            autoComplete="off"
            value={numero}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              setNumero(luckyDigits(event.target.value))
              setError(null)
            }}
          />
          {error ? (
            <p id={errorId} className={fieldStyles.error}>
              {error}
            </p>
          ) : null}
          <p id={hintId} className={styles.choiceHint}>
            {t('luckyHint')}
          </p>
          {lucky && lucky.words.numero === numero.padStart(6, '0') ? (
            <p className={styles.choiceHint}>
              {lucky.none
                ? t('luckyNoDraws', lucky.words)
                : lucky.all
                  ? t('luckyAllDraws', lucky.words)
                  : t('luckyDraws', lucky.words)}
            </p>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="button" disabled={saving} aria-busy={saving}>
        {saving ? t('saving') : t('save')}
      </button>
    </form>
  )
}
