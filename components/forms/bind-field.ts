import type { FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form'

/** A field name react-hook-form registers that is also a key of the form's values. */
export type FieldName<T extends FieldValues> = Path<T> & Extract<keyof T, string>

/** What a field component (TextField, SelectField, …) takes of one react-hook-form field. */
export interface BoundField {
  registration: UseFormRegisterReturn
  error: string | undefined
}

/**
 * `{...field('email')}` on a field component, instead of naming the field twice (registration
 * and error) on every field of every form.
 */
export function bindField<T extends FieldValues>(
  register: UseFormRegister<T>,
  fieldError: (name: FieldName<T>) => string | undefined,
) {
  return (name: FieldName<T>): BoundField => ({
    registration: register(name),
    error: fieldError(name),
  })
}
