'use client'

import { useRouter } from 'next/navigation'
import { useId } from 'react'
import type { DrawOption } from './card-check-form'

/** The results' draw dropdown: choosing a draw goes to its own (cacheable, shareable) URL. */
export function DrawSelect({
  draws,
  current,
  label,
}: {
  draws: DrawOption[]
  current: number
  label: string
}) {
  const router = useRouter()
  const id = useId()
  return (
    <div>
      <label htmlFor={id}>{label}</label>{' '}
      <select
        id={id}
        value={current}
        onChange={(e) => router.push(`/resultados/${e.target.value}`)}
      >
        {draws.map((d) => (
          <option key={d.id} value={d.id}>
            {d.label}
          </option>
        ))}
      </select>
    </div>
  )
}
