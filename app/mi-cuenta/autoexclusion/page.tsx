import type { Metadata } from 'next'
import { SelfExclusionForm } from '@/components/account/self-exclusion-form'
import { accountMetadata } from '@/lib/account-metadata'
import { readSelfExclusionPeriods } from '@/lib/backend/account'
import { withAccount } from '@/lib/session/account'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('autoexclusionCuenta')
}

export default async function SelfExclusionPage() {
  const periods = await withAccount(() => readSelfExclusionPeriods())
  return (
    <SelfExclusionForm
      periods={periods.map((p) => ({ value: String(p.idTiempo), label: p.descripcion }))}
    />
  )
}
