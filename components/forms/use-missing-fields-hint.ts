'use client'

import { useId } from 'react'
import { useWatch, type Control, type FieldValues } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import type { ZodType } from 'zod'
import { missingFields, NAMED_FIELDS_MAX } from '@/lib/forms/missing-fields'

/**
 * The reason a react-hook-form form cannot be sent yet, for SubmitHint: the labels of the fields
 * its schema still refuses ("Para continuar, completá o corregí: Correo electrónico y
 * Contraseña."), or null once it would be accepted.
 */
export function useMissingFieldsHint<T extends FieldValues>(
  control: Control<T>,
  schema: ZodType,
  labels: Partial<Record<Extract<keyof T, string>, string>>,
): { id: string; reason: string | null } {
  const t = useTranslations('Forms')
  const id = useId()
  const values = useWatch({ control })
  const names = Object.keys(labels) as Extract<keyof T, string>[]
  const missing = missingFields(schema, values, names).map((name) => labels[name] ?? name)
  if (missing.length === 0) return { id, reason: null }
  const reason =
    missing.length <= NAMED_FIELDS_MAX
      ? t('submitMissing', { campos: new Intl.ListFormat('es').format(missing) })
      : t('submitMissingMany', { cantidad: missing.length, primero: missing[0] ?? '' })
  return { id, reason }
}
