import styles from './spinner.module.css'

/** The loading indicator shown while a page segment loads. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
