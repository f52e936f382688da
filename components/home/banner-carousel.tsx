'use client'

import { getImageProps } from 'next/image'
import { useState, type CSSProperties } from 'react'
import { preload } from 'react-dom'
import { useTranslations } from 'next-intl'
import { Carousel } from '@/components/ui/carousel'
import { IntentLink } from '@/components/ui/intent-link'
import { BuyLink } from '@/components/buying/buy-link'
import { BUY_PATH } from '@/lib/buying/buy-path'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import { textAreaStyle } from '@/lib/home/banner-text-areas'
import { isVectorImage } from '@/lib/images'
import styles from './home.module.css'

export interface BannerView {
  key: string
  foto: string
  fotoMovil: string
  titulo: string
  textoUrl: string
  linkUrl: string
}

/**
 * Home banners (embla, 4000 ms). The picture is artwork only; the title and the button are HTML
 * text over it, shown once the picture has loaded (docs/product.md §2: banner text only after
 * banners load).
 */
export function BannerCarousel({ banners }: { banners: BannerView[] }) {
  const t = useTranslations('Home')
  return (
    <Carousel
      label={t('bannersLabel')}
      autoplayMs={4000}
      slideClassName={styles.bannerSlide}
      controlsClassName={`container ${styles.bannerControls}`}
    >
      {banners.map((banner, index) => (
        <Banner key={banner.key} banner={banner} priority={index === 0} />
      ))}
    </Carousel>
  )
}

const TEXT_AREA_STYLE = textAreaStyle() as CSSProperties

/** The wide picture from 700 px up, the square one below (art direction, both resized per screen). */
const MOBILE_QUERY = '(max-width: 699px)'
const WIDE_QUERY = '(min-width: 700px)'

type ImageProps = ReturnType<typeof getImageProps>['props']

/**
 * The first banner is the page's largest paint: its picture is fetched from the document's head,
 * before the stylesheets, instead of when the parser reaches it. One preload per screen size, so a
 * phone never fetches the wide picture (React puts high-priority image preloads first).
 */
function preloadBanner(wide: ImageProps, square: ImageProps | null) {
  const preloadImage = (image: ImageProps, media?: string) =>
    preload(image.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      media,
    })
  if (!square) return preloadImage(wide)
  preloadImage(square, MOBILE_QUERY)
  preloadImage(wide, WIDE_QUERY)
}

function Banner({ banner, priority }: { banner: BannerView; priority: boolean }) {
  const [loaded, setLoaded] = useState(false)
  // The picture says nothing the title does not: it is decoration to a screen reader.
  const common = { alt: '', sizes: '(max-width: 1200px) 100vw, 1200px' }
  const wide = getImageProps({
    ...common,
    src: banner.foto,
    width: 1600,
    height: 500,
    unoptimized: isVectorImage(banner.foto),
  }).props
  const square = banner.fotoMovil
    ? getImageProps({
        ...common,
        sizes: '100vw',
        src: banner.fotoMovil,
        width: 800,
        height: 800,
        unoptimized: isVectorImage(banner.fotoMovil),
      }).props
    : null
  if (priority) preloadBanner(wide, square)
  return (
    <div className={styles.banner} style={TEXT_AREA_STYLE} data-loaded={loaded}>
      <picture>
        {square ? (
          // An SVG is never resized, so it has no srcSet: its one URL is the set.
          <source media={MOBILE_QUERY} srcSet={square.srcSet ?? square.src} sizes={square.sizes} />
        ) : null}
        <img
          src={wide.src}
          srcSet={wide.srcSet}
          sizes={wide.sizes}
          alt=""
          width={1600}
          height={500}
          className={styles.bannerImage}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          // No `decoding="async"` (getImageProps' default) on the first banner, the page's largest
          // paint: measured, async moved it a frame later, and `sync` held the first frame for it.
          decoding={priority ? undefined : 'async'}
          ref={(img) => {
            // An image already decoded before hydration fires no load event.
            if (img?.complete && img.naturalWidth > 0 && !loaded) setLoaded(true)
          }}
          onLoad={() => setLoaded(true)}
          // A picture that fails still leaves the words, over the slide's own colour.
          onError={() => setLoaded(true)}
        />
      </picture>
      {/* The banner's words, in the areas the picture keeps free of artwork
          (lib/home/banner-text-areas.ts). In the page from the start, for readers and search;
          shown once the picture is there. */}
      {banner.titulo ? (
        <p className={styles.bannerTitle} data-testid="banner-title">
          <span>{banner.titulo}</span>
        </p>
      ) : null}
      {loaded && banner.linkUrl && banner.textoUrl ? (
        <div className={styles.bannerCta} data-testid="banner-cta-area">
          {offersPurchase(banner.linkUrl) ? (
            // A banner that sells ("Comprá tu cartón") honours a pause or a limit like every other
            // offer to buy.
            <BuyOffer variant="compact">
              {banner.linkUrl === BUY_PATH ? (
                // The plain purchase: a visitor sees the prices first, as from every buy link.
                <BuyLink className={`button button-accent ${styles.ctaButton}`}>
                  {banner.textoUrl}
                </BuyLink>
              ) : (
                <IntentLink
                  href={banner.linkUrl}
                  className={`button button-accent ${styles.ctaButton}`}
                >
                  {banner.textoUrl}
                </IntentLink>
              )}
            </BuyOffer>
          ) : (
            <IntentLink
              href={banner.linkUrl}
              className={`button button-accent ${styles.ctaButton}`}
            >
              {banner.textoUrl}
            </IntentLink>
          )}
        </div>
      ) : null}
    </div>
  )
}

/** Whether a banner's link leads to a purchase (the backend's banners are operator content). */
function offersPurchase(href: string): boolean {
  return (
    href === '/comprar-carton' ||
    href.startsWith('/comprar-carton/') ||
    href.startsWith('/comprar-carton?')
  )
}
