'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { Carousel } from '@/components/ui/carousel'
import styles from './home.module.css'

export interface BannerView {
  key: string
  foto: string
  fotoMovil: string
  titulo: string
  textoUrl: string
  linkUrl: string
}

/** Home banners (embla, 4000 ms); each banner's text shows only once its image has loaded. */
export function BannerCarousel({ banners }: { banners: BannerView[] }) {
  const t = useTranslations('Home')
  return (
    <Carousel label={t('bannersLabel')} autoplayMs={4000} slideClassName={styles.bannerSlide}>
      {banners.map((banner, index) => (
        <Banner key={banner.key} banner={banner} priority={index === 0} />
      ))}
    </Carousel>
  )
}

function Banner({ banner, priority }: { banner: BannerView; priority: boolean }) {
  const [loaded, setLoaded] = useState(false)
  return (
    <div className={styles.banner}>
      <picture>
        {banner.fotoMovil ? <source media="(max-width: 699px)" srcSet={banner.fotoMovil} /> : null}
        <img
          src={banner.foto}
          alt={banner.titulo}
          width={1600}
          height={500}
          className={styles.bannerImage}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          ref={(img) => {
            // An image already decoded before hydration fires no load event.
            if (img?.complete && img.naturalWidth > 0 && !loaded) setLoaded(true)
          }}
          onLoad={() => setLoaded(true)}
        />
      </picture>
      {loaded && (banner.textoUrl || banner.titulo) ? (
        <div className={styles.bannerText}>
          {banner.linkUrl && banner.textoUrl ? (
            <Link href={banner.linkUrl} className="button button-accent">
              {banner.textoUrl}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
