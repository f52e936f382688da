import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { VERIFICATION_STEPS } from '@/components/help/guides'
import { HelpNote, HelpPage, HelpTips } from '@/components/help/help-page'
import { helpTags } from '@/components/help/rich-tags'
import { StepGuide } from '@/components/help/step-guide'
import { pageMetadata } from '@/lib/metadata'

// Static: the guide is all messages and images shipped with the site, no backend data.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Help')
  return pageMetadata(
    'ayudaVerificacion',
    '/ayuda/verificacion-cuenta',
    t('verificacion.description'),
  )
}

export default async function Page() {
  const t = await getTranslations('Help')
  const steps = VERIFICATION_STEPS.map(({ id, image }) => ({
    id,
    image,
    title: t(`verificacion.steps.${id}.title`),
    text: t.rich(`verificacion.steps.${id}.text`, helpTags),
    alt: t(`verificacion.steps.${id}.alt`),
  }))
  return (
    <HelpPage
      title={t('verificacion.title')}
      lead={t('verificacion.lead')}
      current="verificacion"
      action={{ href: '/mi-cuenta/solicitar-verificacion', label: t('verificacion.action') }}
    >
      <StepGuide label={t('verificacion.stepsLabel')} steps={steps} priorityFirst />
      <HelpNote id="consejos-fotos" title={t('verificacion.tipsTitle')}>
        <HelpTips
          items={[
            t('verificacion.tipLuz'),
            t('verificacion.tipEsquinas'),
            t('verificacion.tipSelfie'),
            t('verificacion.tipVigente'),
          ]}
        />
      </HelpNote>
    </HelpPage>
  )
}
