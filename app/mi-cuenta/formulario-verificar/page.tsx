import type { Metadata } from 'next'
import { VerificationForm } from '@/components/account/verification-form'
import { accountMetadata } from '@/lib/account-metadata'
import { getCountries } from '@/lib/backend'
import { readUserState } from '@/lib/backend/account'
import { withAccount } from '@/lib/session/account'
import { redirect } from 'next/navigation'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('formularioVerificar')
}

export default async function VerificationFormPage() {
  const state = await withAccount((credentials, user) => readUserState(credentials, user.id))
  if (state.verificado) redirect('/mi-cuenta/solicitar-verificacion')
  const countries = await getCountries()
  return (
    <VerificationForm
      countries={countries.map((c) => ({ value: String(c.id), label: c.paisNombre }))}
    />
  )
}
