import { sanitize } from '@/lib/sanitize'
import styles from './rich-text.module.css'

/** Backend HTML, cleaned on the server. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`${styles.richText} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: sanitize(html) }}
    />
  )
}
