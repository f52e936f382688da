'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { CheckboxField } from './field'
import type { BoundField } from './bind-field'

/** The acceptance of the terms (register, edit profile), which open in a new tab to be read. */
export function TermsField(field: BoundField) {
  const t = useTranslations('Register')
  return (
    <CheckboxField
      label={
        <>
          {t('terminosPrefix')}{' '}
          <Link href="/condiciones" target="_blank">
            {t('terminosLink')}
          </Link>
        </>
      }
      {...field}
    />
  )
}
