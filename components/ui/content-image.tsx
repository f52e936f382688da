import Image, { type ImageProps } from 'next/image'
import { isVectorImage } from '@/lib/images'

type ContentImageProps = Omit<ImageProps, 'src' | 'alt' | 'unoptimized'> & {
  /** The operator's address for it; '' when the content has no picture. */
  src: string
  /** Decoration by default: the card's own words say what it shows. */
  alt?: string
}

/**
 * A picture from the operator's content (a card's, a winner's, the card of the week): nothing
 * where there is none, an SVG as it is (lib/images.ts) and any other picture resized per screen.
 */
export function ContentImage({ src, alt = '', ...props }: ContentImageProps) {
  if (!src) return null
  return <Image src={src} alt={alt} unoptimized={isVectorImage(src)} {...props} />
}
