'use client'

import { Share2 } from 'lucide-react'
import { whatsAppHref } from './whatsapp'
import styles from './share.module.css'

/**
 * A link to WhatsApp with the text and address; where the browser has the Web Share API (most
 * phones), the click opens the system's share sheet instead. Without JavaScript it is still a link.
 */
export function ShareButton({ text, url, label }: { text: string; url: string; label: string }) {
  const href = whatsAppHref(text, url)
  const share = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== 'function') return
    event.preventDefault()
    navigator.share({ text, url }).catch((error: unknown) => {
      // The player closed the sheet: nothing to do. Any other refusal: WhatsApp as without it.
      if (error instanceof DOMException && error.name === 'AbortError') return
      window.open(href, '_blank', 'noopener,noreferrer')
    })
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={share}
      className={`button ${styles.share}`}
      data-share
    >
      <Share2 aria-hidden="true" size={20} className={styles.icon} />
      {label}
    </a>
  )
}
