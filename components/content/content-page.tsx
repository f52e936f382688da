import { getTranslations } from 'next-intl/server'
import type { PageRecord } from '@/lib/backend'
import { RichText } from './rich-text'
import styles from './content-page.module.css'

interface ContentPageProps {
  records: PageRecord[]
  /** Without a heading the first record's title is the page's h1 (la-empresa, reglamento…). */
  heading?: string
  fallbackTitle: string
}

/** A static page from info-empresa/*: titles and backend HTML, cleaned. */
export async function ContentPage({ records, heading, fallbackTitle }: ContentPageProps) {
  const t = await getTranslations('ContentPage')
  const title = heading ?? (records[0]?.titulo || fallbackTitle)
  return (
    <div className="container page">
      <h1 className="page-title">{title}</h1>
      {records.length === 0 ? <p className="card">{t('empty')}</p> : null}
      {records.map((record, index) => {
        const ownTitle = heading !== undefined || index > 0 ? record.titulo : ''
        return (
          <article key={`${record.titulo}-${index}`} className={`card ${styles.article}`}>
            {ownTitle ? <h2 className={styles.recordTitle}>{ownTitle}</h2> : null}
            <RichText html={record.descripcion} />
            {isSafeLink(record.file) ? (
              <p>
                <a href={record.file} className="button button-outline">
                  {t('download')}
                </a>
              </p>
            ) : null}
          </article>
        )
      })}
    </div>
  )
}

function isSafeLink(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || /^https:\/\//i.test(href)
}
