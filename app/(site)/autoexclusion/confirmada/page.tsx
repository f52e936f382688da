import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { helpLine } from '@/lib/operator-notices'
import { selfExclusionEnd } from '@/lib/responsible-play/self-exclusion-end'

// Where a self-exclusion ends (docs/contract.md, "Juego responsable"): its own confirmation, never
// an advert. Until when, what it stops, the help line; the session has ended already (the action
// logs out), and no offer to buy is shown here (components/responsible-play/buy-offer.tsx).

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SelfExcluded')
  return { title: t('title'), robots: { index: false } }
}

export default async function SelfExcludedPage({
  searchParams,
}: {
  searchParams: Promise<{ hasta?: string | string[] }>
}) {
  const t = await getTranslations('SelfExcluded')
  const hasta = selfExclusionEnd((await searchParams).hasta)
  const line = helpLine()
  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      <section className="card" aria-labelledby="self-excluded-until">
        <h2 id="self-excluded-until">{hasta ? t('until', { fecha: hasta }) : t('untilChosen')}</h2>
        <p>{t('stops')}</p>
        <p>{t('keeps')}</p>
        <p>{t('session')}</p>
        <p>
          {t.rich('help', {
            linea: line.texto,
            tel: (chunks) => <a href={line.href}>{chunks}</a>,
          })}
        </p>
        <p>
          <Link href="/autoexclusion">{t('more')}</Link>
        </p>
      </section>
    </div>
  )
}
