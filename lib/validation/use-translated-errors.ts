'use client'

import { useTranslations } from 'next-intl'
import type { FieldErrors, FieldValues } from 'react-hook-form'
import type { ValidationKey } from './messages'

/** The Spanish message of a field whose zod message is a Validation key. */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const t = useTranslations('Validation')
  return (name: keyof T & string): string | undefined => {
    const key = errors[name]?.message
    return typeof key === 'string' && key ? t(key as ValidationKey) : undefined
  }
}
