import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  BUY_STEPS,
  METHOD_STEPS,
  MY_CARDS_IMAGE,
  PAYMENT_METHODS,
  methodImage,
} from '@/components/help/guides'
import { HelpNote, HelpPage, HelpSection, HelpTips } from '@/components/help/help-page'
import { PaymentTabs } from '@/components/help/payment-tabs'
import { helpTags } from '@/components/help/rich-tags'
import { StepGuide, type GuideStep } from '@/components/help/step-guide'
import { pageMetadata } from '@/lib/metadata'

// Static: the guide is all messages and images shipped with the site, no backend data.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Help')
  return pageMetadata('ayudaComoComprar', '/ayuda/como-comprar', t('comoComprar.description'))
}

export default async function Page() {
  const t = await getTranslations('Help')
  const buySteps = BUY_STEPS.map(({ id, image }) => ({
    id,
    image,
    title: t(`comoComprar.steps.${id}.title`),
    text: t.rich(`comoComprar.steps.${id}.text`, helpTags),
    alt: t(`comoComprar.steps.${id}.alt`),
  }))
  // Every method ends the same way: back on the site, in Mis Cartones.
  const lastStep: GuideStep = {
    id: 'listo',
    image: MY_CARDS_IMAGE,
    title: t('comoComprar.listo.title'),
    text: t.rich('comoComprar.listo.text', helpTags),
    alt: t('comoComprar.listo.alt'),
  }
  const tabs = PAYMENT_METHODS.map((method) => {
    const steps: GuideStep[] = METHOD_STEPS.map((step, index) => ({
      id: step,
      image: methodImage(method, index),
      title: t(`comoComprar.methods.${method}.${step}.title`),
      text: t.rich(`comoComprar.methods.${method}.${step}.text`, helpTags),
      alt: t(`comoComprar.methods.${method}.${step}.alt`),
    }))
    return {
      id: method,
      label: t(`comoComprar.methods.${method}.name`),
      panel: (
        <StepGuide
          label={t(`comoComprar.methods.${method}.stepsLabel`)}
          steps={[...steps, lastStep]}
          headingLevel={3}
          start={buySteps.length + 1}
        />
      ),
    }
  })

  return (
    <HelpPage
      title={t('comoComprar.title')}
      lead={t.rich('comoComprar.lead', helpTags)}
      current="comoComprar"
      action={{ href: '/comprar-carton', label: t('comoComprar.action') }}
    >
      <HelpSection id="elegir-cartones" title={t('comoComprar.chooseTitle')}>
        <StepGuide
          label={t('comoComprar.chooseLabel')}
          steps={buySteps}
          headingLevel={3}
          priorityFirst
        />
      </HelpSection>
      <HelpSection
        id="pagar"
        title={t('comoComprar.payTitle')}
        intro={t.rich('comoComprar.payIntro', helpTags)}
      >
        <PaymentTabs label={t('comoComprar.tabsLabel')} tabs={tabs} />
      </HelpSection>
      <HelpNote id="bueno-saber" title={t('comoComprar.notesTitle')}>
        <HelpTips
          items={[
            t.rich('comoComprar.notePacks', helpTags),
            t.rich('comoComprar.noteMovimientos', helpTags),
            t.rich('comoComprar.noteDatos', helpTags),
          ]}
        />
      </HelpNote>
    </HelpPage>
  )
}
