'use client'

import { useDeferredValue, useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import { departmentsOf, groupByDepartment } from '@/lib/distributor-search'
import type { DistributorPoint } from './types'
import styles from './distributors.module.css'

/** A link that opens the point in the phone's maps app (or Google Maps on a computer). */
function mapsLink({ lat, lng }: { lat: number; lng: number }) {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`
}

/**
 * Every distributor, searchable (name, city, department or address; accents and case ignored),
 * narrowed by a department select and grouped by department in collapsible groups: always shown,
 * and the only view without a map key. Groups start closed (a short page of department names and
 * counts) and open by themselves while a search or a department narrows the list.
 */
export function DistributorDirectory({ points }: { points: DistributorPoint[] }) {
  const t = useTranslations('Distributors')
  const td = useTranslations('DistributorDirectory')
  const [query, setQuery] = useState('')
  const [departamento, setDepartamento] = useState('')
  const deferred = useDeferredValue(query)
  const other = td('otherDepartment')
  const departments = useMemo(() => departmentsOf(points, other), [points, other])
  const groups = useMemo(
    () => groupByDepartment(points, { query: deferred, departamento }, other),
    [points, deferred, departamento, other],
  )
  const count = groups.reduce((n, group) => n + group.points.length, 0)
  const narrowed = deferred.trim() !== '' || departamento !== ''

  return (
    <section aria-labelledby="directory-title" className={styles.directory}>
      <h2 id="directory-title" className={styles.heading}>
        {td('title')}
      </h2>
      <form className={styles.filters} role="search" onSubmit={(e) => e.preventDefault()}>
        <div className={styles.search}>
          <label htmlFor="distributor-search">{td('searchLabel')}</label>
          <input
            id="distributor-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <div className={styles.search}>
          <label htmlFor="distributor-department">{td('departmentLabel')}</label>
          <select
            id="distributor-department"
            value={departamento}
            onChange={(e) => setDepartamento(e.target.value)}
          >
            <option value="">{td('allDepartments')}</option>
            {departments.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p role="status" className={styles.count}>
        {count === 0 ? td('empty') : td('count', { count, groups: groups.length })}
      </p>
      {count === 0 ? (
        <button
          type="button"
          className="button button-outline"
          onClick={() => {
            setQuery('')
            setDepartamento('')
          }}
        >
          {td('showAll')}
        </button>
      ) : null}
      <div className={styles.groups}>
        {groups.map((group) => (
          // The key carries `narrowed`, so groups open on a search and close again when cleared,
          // while the player's own opening and closing in between is left alone.
          <details
            key={`${group.departamento}-${narrowed}`}
            open={narrowed}
            className={styles.group}
            data-departamento={group.departamento}
          >
            <summary className={styles.summary}>
              <h3 className={styles.department}>{group.departamento}</h3>
              <span className={styles.groupCount}>
                {td('groupCount', { count: group.points.length })}
              </span>
            </summary>
            <ul className={styles.list}>
              {group.points.map((p) => (
                <li key={p.key} className={styles.point}>
                  <strong>{p.nombre}</strong>
                  {p.ciudad ? <span className={styles.city}>{p.ciudad}</span> : null}
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
          </details>
        ))}
      </div>
    </section>
  )
}
