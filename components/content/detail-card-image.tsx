import { ContentImage } from '@/components/ui/content-image'
import styles from './card-gallery.module.css'

/** A detail card's picture, 8:5 at the width of its card or dialog (`sizes`). */
export function DetailCardImage({
  src,
  sizes,
  priority,
}: {
  src: string
  sizes: string
  priority?: boolean
}) {
  return (
    <ContentImage
      src={src}
      width={800}
      height={500}
      sizes={sizes}
      className={styles.image}
      priority={priority}
    />
  )
}
