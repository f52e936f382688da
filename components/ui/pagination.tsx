import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import styles from './pagination.module.css'
import {
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  type LucideIcon,
} from 'lucide-react'

/** Spanish pagination for server-rendered lists: Items por página, Página X de Y, links by `?pagina=`. */
export async function Pagination({
  basePath,
  page,
  pageSize,
  total,
}: {
  basePath: string
  page: number
  pageSize: number
  total: number
}) {
  const t = await getTranslations('Pagination')
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const href = (p: number) => (p <= 1 ? basePath : `${basePath}?pagina=${p}`)
  return (
    <nav className={styles.pagination} aria-label={t('label')}>
      <span>
        {t('itemsPerPage')}: <strong>{pageSize}</strong>
      </span>
      <span aria-live="polite">{t('page', { page: Math.min(page, pages), pages })}</span>
      <span className={styles.buttons}>
        <PageLink href={href(1)} disabled={page <= 1} label={t('first')} icon={ChevronsLeft} />
        <PageLink
          href={href(page - 1)}
          disabled={page <= 1}
          label={t('previous')}
          icon={ChevronLeft}
        />
        <PageLink
          href={href(page + 1)}
          disabled={page >= pages}
          label={t('next')}
          icon={ChevronRight}
        />
        <PageLink
          href={href(pages)}
          disabled={page >= pages}
          label={t('last')}
          icon={ChevronsRight}
        />
      </span>
    </nav>
  )
}

function PageLink({
  href,
  disabled,
  label,
  icon: Icon,
}: {
  href: string
  disabled: boolean
  label: string
  icon: LucideIcon
}) {
  if (disabled) {
    return (
      <span className={`${styles.button} ${styles.disabled}`} aria-disabled="true" title={label}>
        <Icon aria-hidden="true" focusable="false" size={20} />
        <span className="visually-hidden">{label}</span>
      </span>
    )
  }
  return (
    <Link href={href} className={styles.button} aria-label={label} title={label}>
      <Icon aria-hidden="true" focusable="false" size={20} />
    </Link>
  )
}

/** `?pagina=` as a positive integer. */
export function pageParam(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n > 0 ? n : 1
}
