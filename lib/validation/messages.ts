import type { ValidationMessageKey } from '@loteria/contract'
import type messages from '@/messages/es.json'

/**
 * Schemas carry message keys of the `Validation` namespace, not texts: the same schema runs in the
 * browser (react-hook-form) and in server actions, and both translate the key with next-intl.
 */
export type ValidationKey = keyof (typeof messages)['Validation']

export const msg = (key: ValidationKey) => ({ message: key })

/** Every key of the contract's schemas has its Spanish text here too (a missing one fails here). */
type ContractKeysTranslated = ValidationMessageKey extends ValidationKey ? true : never
/** @public */
export const contractKeysTranslated: ContractKeysTranslated = true
