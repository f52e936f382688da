import { useTranslations } from 'next-intl'
import { StateChip, type ChipTone } from '@/components/ui/state-chip'
import type { Movement } from '@loteria/contract'
import { formatDate, formatDateTime, formatGs } from '@loteria/contract/format'
import base from '@/components/ui/table-base.module.css'
import styles from './movements-table.module.css'

/** A date is one word: "desde el" may wrap before it, never inside it. */
const date = (chunks: React.ReactNode) => <span className={styles.date}>{chunks}</span>

/** An approved payment is good news, a refused one bad; pending and cancelled are neither. */
function toneOf(estado: string): ChipTone {
  if (estado === 'APROBADA') return 'success'
  if (estado === 'RECHAZADA') return 'error'
  return 'neutral'
}

/**
 * MIS MOVIMIENTOS (docs/product.md §2: every field of a movement). A table where the panel has
 * room; on a phone each movement is a short card: what it was and its amount first, then its date
 * and state, then the rest in small print (docs/history.md: eight labelled lines a
 * movement made a page of 6,800 px with the amount on the seventh). The switch is a container
 * query, so it follows the room the panel really has.
 */
export function MovementsTable({ movements }: { movements: Movement[] }) {
  const t = useTranslations('Account')
  return (
    <div className={`${base.container} ${styles.container}`}>
      <table className={`${base.table} ${styles.table}`}>
        <caption className="visually-hidden">{t('movementsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fechaTransaccion')}</th>
            <th scope="col">{t('tipo')}</th>
            <th scope="col" className={styles.number}>
              {t('cantidadCartones')}
            </th>
            <th scope="col">{t('medioPago')}</th>
            <th scope="col">{t('fechaSorteo')}</th>
            <th scope="col">{t('mensaje')}</th>
            <th scope="col">{t('estadoTransaccion')}</th>
            <th scope="col" className={styles.number}>
              {t('monto')}
            </th>
          </tr>
        </thead>
        <tbody>
          {movements.map((m, i) => (
            <tr key={`${m.fechaTransaccion}-${i}`}>
              <td className={styles.fecha}>{formatDateTime(m.fechaTransaccion)}</td>
              <td className={styles.tipo}>{m.tipo}</td>
              {/* data-label: drawn before the value on a card, where the headers are out of
                  sight; only where a bare number or date would not say what it is. */}
              {/* Cards and draws apart: "12" for one card of a 12-draw pack read as
                  twelve cards. The value names itself, so a card needs no label before it. */}
              <td className={styles.cartones}>
                {m.sorteos && m.sorteos > 1
                  ? t('movementCardsDraws', { cartones: m.cantidadCartones, sorteos: m.sorteos })
                  : t('movementCards', { cartones: m.cantidadCartones })}
              </td>
              <td className={styles.medio}>{m.medioPagoNombre}</td>
              <td className={styles.sorteo} data-label={t('fechaSorteo')}>
                {!m.fechaSorteo
                  ? '—'
                  : m.sorteos && m.sorteos > 1
                    ? t.rich('movementDrawsFrom', { fecha: formatDate(m.fechaSorteo), date })
                    : date(formatDate(m.fechaSorteo))}
              </td>
              <td className={styles.mensaje}>{m.mensaje}</td>
              <td className={styles.estado}>
                <StateChip tone={toneOf(m.estadoTransaccion)}>{m.estadoTransaccion}</StateChip>
              </td>
              <td className={styles.monto}>{formatGs(m.monto)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
