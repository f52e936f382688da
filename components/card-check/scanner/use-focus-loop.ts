'use client'

import { useEffect, type RefObject } from 'react'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, [tabindex]'

/**
 * Tab and Shift+Tab go round the dialog that holds `inside`: a modal <dialog> keeps focus off the
 * page, but Chromium lets Tab leave it for the browser's own controls.
 */
export function useFocusLoop(inside: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const dialog = inside.current?.closest('dialog')
    if (!dialog) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (item) => item.tabIndex >= 0,
      )
      const first = items[0]
      const last = items.at(-1)
      if (!first || !last) return
      const active = document.activeElement
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    dialog.addEventListener('keydown', onKeyDown)
    return () => dialog.removeEventListener('keydown', onKeyDown)
  }, [inside])
}
