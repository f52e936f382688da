import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { CardCheckForm } from '@/components/draws/card-check-form'
import { BannerCarousel } from '@/components/home/banner-carousel'
import { DrawHighlight } from '@/components/home/draw-highlight'
import { PersonalHome } from '@/components/home/personal-home'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import { Showcase } from '@/components/home/showcase'
import { HomeJsonLd } from '@/components/seo/home-json-ld'
import { ContentImage } from '@/components/ui/content-image'
import { BuyLink } from '@/components/buying/buy-link'
import styles from '@/components/home/home.module.css'
import {
  getBanners,
  getConfig,
  getDrawResult,
  getHomeCommitments,
  getHomeWinners,
  getPacks,
  getPreviousDraws,
  getPrizeItems,
  getPromotions,
} from '@/lib/backend'
import { commitmentCard, prizeItemCard, promotionCard, testimonialCard } from '@/lib/content/cards'
import { PROMOTIONS_PAGE_SIZE } from '@/lib/content/page-sizes'
import { drawOptions } from '@/lib/draws/options'
import { formatDate } from '@loteria/contract/format'
import { onSale, weekDraw } from '@/lib/draws/week'
import { getCurrentDrawOrNone } from '@/lib/draws/current-draw'
import { renderedAt } from '@/lib/time/rendered-at'
import { cardPriceOf } from '@/lib/buying/card-price'
import { bestSavingPercent } from '@/lib/buying/pack-saving'
import { withSaving } from '@/lib/home/banner-saving'
import { pageMetadata } from '@/lib/metadata'

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home', '/home')
}

export default async function HomePage() {
  const [t, banners, current, previous, prizes, winners, promotions, commitments] =
    await Promise.all([
      getTranslations('Home'),
      getBanners(),
      getCurrentDrawOrNone(),
      getPreviousDraws(),
      getPrizeItems(),
      getHomeWinners(),
      getPromotions(PROMOTIONS_PAGE_SIZE, 1),
      getHomeCommitments(),
    ])
  const [packs, config] = await Promise.all([getPacks(), getConfig()])
  const ahorroMaximo = bestSavingPercent(packs, cardPriceOf(config))
  const active = banners.flatMap((b) => {
    const titulo = withSaving(b.titulo, ahorroMaximo)
    return b.activo && b.foto && titulo !== null ? [{ ...b, titulo }] : []
  })
  const latest = previous[0]
  // A draw without a published result yet leaves the jackpot out, never the home.
  const result = latest ? await getDrawResult(latest.id).catch(() => null) : null
  const week = current ? weekDraw(current, result, renderedAt()) : null
  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <HomeJsonLd />
      <DrawHighlight draw={week} />
      <div className="container">
        <PersonalHome />
      </div>
      {active.length > 0 ? (
        <div className={styles.banners}>
          <BannerCarousel banners={active.map((b, i) => ({ key: `${i}-${b.titulo}`, ...b }))} />
        </div>
      ) : null}
      <div className={`container ${styles.sections}`}>
        <CardCheckForm draws={await drawOptions(previous)} />

        {/* The week's card is offered only while its draw sells (docs/contract.md, "The week's phase"). */}
        {current && onSale(week) ? (
          <section className={styles.week} aria-labelledby="week-title">
            <div>
              <h2 id="week-title" className={styles.sectionTitle}>
                {t('weekCard')}
              </h2>
              <p>
                {t('weekCardText', {
                  identificador: current.identificador,
                  fecha: formatDate(current.fecha),
                })}
              </p>
              <BuyOffer>
                <BuyLink className="button button-accent">{t('buy')}</BuyLink>
              </BuyOffer>
            </div>
            <ContentImage
              src={current.imagenCarton}
              alt={t('weekCardAlt', { identificador: current.identificador })}
              width={600}
              height={400}
              sizes="(max-width: 800px) 100vw, 480px"
              className={styles.weekImage}
            />
          </section>
        ) : null}

        <HomeSection id="prizes" title={t('prizes')}>
          <Showcase label={t('prizes')} items={prizes.map(prizeItemCard)} />
        </HomeSection>
        <HomeSection
          id="winners"
          title={t('testimonials')}
          link={{ href: '/ganadores', label: t('allWinners') }}
        >
          <Showcase label={t('testimonials')} items={winners.map(testimonialCard)} />
        </HomeSection>
        <HomeSection
          id="promotions"
          title={t('promotions')}
          link={{ href: '/promociones', label: t('allPromotions') }}
        >
          <Showcase label={t('promotions')} items={promotions.items.map(promotionCard)} />
        </HomeSection>
        <HomeSection
          id="commitments"
          title={t('social')}
          link={{ href: '/compromiso-social', label: t('allSocial') }}
        >
          <Showcase label={t('social')} items={commitments.map(commitmentCard)} />
        </HomeSection>
      </div>
    </>
  )
}

function HomeSection({
  id,
  title,
  link,
  children,
}: {
  id: string
  title: string
  link?: { href: string; label: string }
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={styles.belowFold}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {link ? <Link href={link.href}>{link.label}</Link> : null}
      </div>
      {children}
    </section>
  )
}
