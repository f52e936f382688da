import Image from 'next/image'
import type { CardRef } from '@/lib/card-qr/content'
import styles from './card-qr.module.css'

/** The QR code picture's address: drawn on the server (app/api/carton-qr). */
const cardQrSrc = ({ carton, sorteo }: CardRef) =>
  `/api/carton-qr?${new URLSearchParams({ carton, sorteo })}`

/**
 * A cartón's QR code (its /verificar address), with what it is for. Works in server and client
 * components: the picture is an SVG from the site, labels come from the caller's translations.
 */
export function CardQr({
  card,
  alt,
  caption,
  size = 168,
}: {
  card: CardRef
  alt: string
  caption?: string
  size?: number
}) {
  return (
    <figure className={styles.qr}>
      <Image
        src={cardQrSrc(card)}
        alt={alt}
        width={size}
        height={size}
        unoptimized
        className={styles.image}
        data-carton={card.carton}
        data-sorteo={card.sorteo}
      />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  )
}
