'use client'

import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'

/** Every navigation starts at the top of the page (docs/product.md §2, Shell). */
export function ScrollToTop() {
  const pathname = usePathname()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
