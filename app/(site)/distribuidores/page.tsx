import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { DistributorDirectory } from '@/components/distributors/distributor-directory'
import { LazyDistributorsMap } from '@/components/distributors/lazy-map'
import type { DistributorPoint } from '@/components/distributors/types'
import { getDistributors } from '@/lib/backend'
import { pageMetadata } from '@/lib/metadata'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('distribuidores', '/distribuidores')
}

export default async function DistributorsPage() {
  const [t, distributors] = await Promise.all([getTranslations('Distributors'), getDistributors()])
  const points: DistributorPoint[] = distributors.flatMap((d, i) =>
    d.coordenadas
      ? [
          {
            key: `${i}-${d.nombre}`,
            nombre: d.nombre,
            descripcion: d.descripcion,
            ciudad: d.ciudad,
            departamento: d.departamento,
            position: d.coordenadas,
          },
        ]
      : [],
  )
  const apiKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY
  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      <p>{t('lead')}</p>
      {apiKey ? (
        <LazyDistributorsMap apiKey={apiKey} points={points} label={t('mapLabel')} />
      ) : null}
      <DistributorDirectory points={points} />
    </div>
  )
}
