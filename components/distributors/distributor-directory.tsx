'use client'

import { useDeferredValue, useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import type { DistributorPoint } from './types'
import styles from './distributors.module.css'

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** A link that opens the point in the phone's maps app (or Google Maps on a computer). */
export function mapsLink({ lat, lng }: { lat: number; lng: number }) {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`
}

/** Searchable list of distributors grouped by city: always shown, and the only view without a map key. */
export function DistributorDirectory({ points }: { points: DistributorPoint[] }) {
  const t = useTranslations('Distributors')
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const groups = useMemo(() => {
    const q = normalize(deferred.trim())
    const matching = points.filter(
      (p) => !q || normalize(`${p.nombre} ${p.ciudad} ${p.descripcion}`).includes(q),
    )
    const byCity = new Map<string, DistributorPoint[]>()
    for (const p of matching)
      byCity.set(p.ciudad || t('otherCity'), [...(byCity.get(p.ciudad || t('otherCity')) ?? []), p])
    return [...byCity.entries()].sort(([a], [b]) => a.localeCompare(b, 'es'))
  }, [deferred, points, t])
  const count = groups.reduce((n, [, list]) => n + list.length, 0)

  return (
    <section aria-labelledby="directory-title" className={styles.directory}>
      <h2 id="directory-title" className={styles.heading}>
        {t('listTitle')}
      </h2>
      <div className={styles.search}>
        <label htmlFor="distributor-search">{t('searchLabel')}</label>
        <input
          id="distributor-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
        />
      </div>
      <p role="status" className={styles.count}>
        {t('count', { count })}
      </p>
      {groups.map(([city, list]) => (
        <section key={city} aria-label={city} className={styles.group}>
          <h3 className={styles.city}>{city}</h3>
          <ul className={styles.list}>
            {list.map((p) => (
              <li key={p.key} className={styles.point}>
                <strong>{p.nombre}</strong>
                <span>{p.descripcion}</span>
                <a
                  href={mapsLink(p.position)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.open}
                  aria-label={`${t('openInMaps')}: ${p.nombre}`}
                >
                  {t('openInMaps')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
