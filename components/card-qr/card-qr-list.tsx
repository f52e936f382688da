import { getTranslations } from 'next-intl/server'
import { CardQr } from './card-qr'
import styles from './card-qr.module.css'

/** The QR codes of a purchase's cards (the purchase voucher), one per card, to keep or print. */
export async function CardQrList({ numeros, sorteo }: { numeros: string[]; sorteo: number }) {
  const t = await getTranslations('CardQr')
  return (
    <section className={styles.list} aria-labelledby="card-qr-list-title">
      <h3 id="card-qr-list-title" className={styles.listTitle}>
        {t('qrListTitle')}
      </h3>
      <p>{t('qrCaption')}</p>
      <ul className={styles.grid}>
        {numeros.map((numero) => (
          <li key={numero}>
            <CardQr
              card={{ carton: numero, sorteo: String(sorteo) }}
              alt={t('qrAlt', { carton: numero })}
              caption={t('qrNumber', { carton: numero })}
              size={144}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
