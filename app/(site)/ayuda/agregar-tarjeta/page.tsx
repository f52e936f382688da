import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ADD_CARD_STEPS } from '@/components/help/guides'
import { HelpNote, HelpPage, HelpTips } from '@/components/help/help-page'
import { helpTags } from '@/components/help/rich-tags'
import { StepGuide } from '@/components/help/step-guide'
import { pageMetadata } from '@/lib/metadata'

// Static: the guide is all messages and images shipped with the site, no backend data.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Help')
  return pageMetadata(
    'ayudaAgregarTarjeta',
    '/ayuda/agregar-tarjeta',
    t('agregarTarjeta.description'),
  )
}

export default async function Page() {
  const t = await getTranslations('Help')
  const steps = ADD_CARD_STEPS.map(({ id, image }) => ({
    id,
    image,
    title: t(`agregarTarjeta.steps.${id}.title`),
    text: t.rich(`agregarTarjeta.steps.${id}.text`, helpTags),
    alt: t(`agregarTarjeta.steps.${id}.alt`),
  }))
  return (
    <HelpPage
      title={t('agregarTarjeta.title')}
      lead={t('agregarTarjeta.lead')}
      current="agregarTarjeta"
      action={{ href: '/ayuda/como-comprar', label: t('agregarTarjeta.action') }}
    >
      {/* Before the steps: players worry first about where their card number goes. */}
      <HelpNote id="datos-protegidos" title={t('agregarTarjeta.securityTitle')}>
        <p>{t('agregarTarjeta.securityText')}</p>
      </HelpNote>
      <StepGuide label={t('agregarTarjeta.stepsLabel')} steps={steps} priorityFirst />
      <HelpNote id="tarjeta-rechazada" title={t('agregarTarjeta.tipsTitle')}>
        <HelpTips
          items={[
            t('agregarTarjeta.tipInternet'),
            t('agregarTarjeta.tipDatos'),
            t('agregarTarjeta.tipBanco'),
          ]}
        />
      </HelpNote>
    </HelpPage>
  )
}
