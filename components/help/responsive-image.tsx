import { MOBILE_MEDIA, type HelpImage } from './guides'
import styles from './responsive-image.module.css'

interface ResponsiveImageProps {
  image: HelpImage
  alt: string
  /** The first image of a page is above the fold: load it at once. */
  priority?: boolean
}

/**
 * Art direction: a portrait image on phones, the wide one elsewhere. A plain `<picture>` because
 * the guides are SVGs, which next/image serves unoptimised anyway, and `<source media>` is what
 * swaps the file rather than just its size.
 */
export function ResponsiveImage({ image, alt, priority = false }: ResponsiveImageProps) {
  const { mobile } = image
  return (
    <picture className={`${styles.picture} ${mobile ? styles.swaps : ''}`}>
      {mobile ? (
        <source
          media={MOBILE_MEDIA}
          srcSet={mobile.src}
          width={mobile.width}
          height={mobile.height}
        />
      ) : null}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        className={styles.image}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  )
}
