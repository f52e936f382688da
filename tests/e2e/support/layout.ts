import type { Page } from '@playwright/test'
import { expect } from './fixtures'

// Layout checks a screenshot shows but nobody reads: a page wider than its window, two controls
// drawn over each other, a header link off the screen. They measure the page as it is now (call
// them after it has settled) and name the offending elements, so a failure says where to look.
// `soft: true` records the failure and lets the test go on (the visual suite checks every width).

interface Options {
  label?: string
  soft?: boolean
  /**
   * A bar that lies over the page by design (the cookie banner, sticky at the window's bottom):
   * its controls are checked against each other, not against the page's links under it.
   */
  overlay?: string
}

const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'iframe',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function check(soft: boolean | undefined) {
  return soft ? expect.soft : expect
}

/** The document is no wider than the window: nothing scrolls, or is cut off, sideways. */
export async function expectNoHorizontalOverflow(page: Page, { label, soft }: Options = {}) {
  const found = await page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    // body's `overflow-x: hidden` hides the scrollbar, not the overflow: scrollWidth still counts it.
    const scrollWidth = Math.max(root.scrollWidth, document.body.scrollWidth)
    const clipsBelowRoot = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a)
        if (style.position === 'fixed') return true
        if (style.overflowX !== 'visible') return true
      }
      return false
    }
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : ''
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`
    }
    // The outermost elements whose right edge passes the window (their children follow them).
    const offenders: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 || rect.right <= width + 0.5) continue
      if (clipsBelowRoot(el)) continue
      const parent = el.parentElement
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 0.5)
        continue
      offenders.push(`${describe(el)} right edge at ${Math.round(rect.right)} px`)
    }
    return { width, scrollWidth, offenders: offenders.slice(0, 8) }
  })
  const problems =
    found.scrollWidth <= found.width
      ? []
      : [`${found.scrollWidth} px wide in a ${found.width} px window`, ...found.offenders]
  check(soft)(problems, `${label ?? page.url()}: the page is wider than its window`).toEqual([])
}

/**
 * No two visible interactive elements overlap. Nested ones (a button inside a link) are axe's
 * business, not this check's. A control drawn inside a text field's own padding (the password
 * reveal) is the field's adornment, not an overlap: the padding keeps the typed text clear of it.
 */
async function expectNoOverlappingControls(page: Page, options: Options = {}) {
  const { label, soft, overlay = '' } = options
  const args: [string, string] = [INTERACTIVE, overlay]
  const overlaps = await page.evaluate(([selector, overlaySelector]) => {
    const TOLERANCE = 1
    type Box = { left: number; top: number; right: number; bottom: number }
    const clipped = (el: Element, r: Box): Box | undefined => {
      let box = r
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const c = a.getBoundingClientRect()
        box = {
          left: Math.max(box.left, c.left),
          top: Math.max(box.top, c.top),
          right: Math.min(box.right, c.right),
          bottom: Math.min(box.bottom, c.bottom),
        }
        if (box.right - box.left < 2 || box.bottom - box.top < 2) return
      }
      return box
    }
    /** What can be seen of it: one box per line (a link that wraps is not the rectangle around it). */
    const visibleBoxes = (el: Element): Box[] => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return []
      if (el.closest('[inert]')) return []
      const r = el.getBoundingClientRect()
      // Visually hidden helpers (1 × 1 px) are for screen readers, not fingers.
      if (r.width < 2 || r.height < 2) return []
      return [...el.getClientRects()]
        .map((line) => clipped(el, line))
        .filter((box): box is Box => box !== undefined)
    }
    const around = (boxes: Box[]): Box => ({
      left: Math.min(...boxes.map((b) => b.left)),
      top: Math.min(...boxes.map((b) => b.top)),
      right: Math.max(...boxes.map((b) => b.right)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    })
    const name = (el: Element) => {
      const text =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent ??
        ''
      return `<${el.tagName.toLowerCase()}> "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    }
    const isField = (el: Element) =>
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement ||
      (el instanceof HTMLInputElement &&
        ![
          'checkbox',
          'radio',
          'button',
          'submit',
          'reset',
          'image',
          'file',
          'range',
          'color',
        ].includes(el.type))
    /** `inner` lies within the left or right padding of the text field `field`. */
    const isAdornment = (field: Element, fieldBox: Box, innerBox: Box) => {
      if (!isField(field)) return false
      const style = getComputedStyle(field)
      const padRight = parseFloat(style.paddingRight) + parseFloat(style.borderRightWidth)
      const padLeft = parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth)
      const inside =
        innerBox.top >= fieldBox.top - TOLERANCE && innerBox.bottom <= fieldBox.bottom + TOLERANCE
      return (
        inside &&
        (innerBox.left >= fieldBox.right - padRight - TOLERANCE ||
          innerBox.right <= fieldBox.left + padLeft + TOLERANCE)
      )
    }
    const layerOf = (el: Element) => (overlaySelector && el.closest(overlaySelector) ? 1 : 0)
    const controls = [...document.querySelectorAll(selector)]
      .map((el) => ({ el, layer: layerOf(el), boxes: visibleBoxes(el) }))
      .filter((c) => c.boxes.length > 0)
      .map((c) => ({ ...c, box: around(c.boxes) }))
    const found: string[] = []
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!
        const b = controls[j]!
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue
        if (a.layer !== b.layer) continue
        if (isAdornment(a.el, a.box, b.box) || isAdornment(b.el, b.box, a.box)) continue
        for (const p of a.boxes) {
          const hit = b.boxes
            .map((q) => ({
              w: Math.min(p.right, q.right) - Math.max(p.left, q.left),
              h: Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top),
            }))
            .find(({ w, h }) => w > TOLERANCE && h > TOLERANCE)
          if (hit) {
            found.push(
              `${name(a.el)} overlaps ${name(b.el)} by ${Math.round(hit.w)} × ${Math.round(hit.h)} px`,
            )
            break
          }
        }
      }
    }
    return found
  }, args)
  check(soft)(
    overlaps,
    `${label ?? page.url()}: interactive elements drawn over each other`,
  ).toEqual([])
}

/** Every visible link and button of the site header lies inside the window. */
async function expectHeaderInsideWindow(page: Page, { label, soft }: Options = {}) {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    for (const header of document.querySelectorAll('header')) {
      // The site's header, not an article's or a dialog's.
      if (header.closest('main, article, section, dialog, aside')) continue
      for (const el of header.querySelectorAll('a[href], button')) {
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
        if (el.closest('[inert]')) continue
        const r = el.getBoundingClientRect()
        if (r.width < 2 || r.height < 2) continue
        if (r.left >= -0.5 && r.right <= width + 0.5 && r.top >= -0.5) continue
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()
        found.push(
          `"${text.replace(/\s+/g, ' ').slice(0, 40)}" at ${Math.round(r.left)}–${Math.round(r.right)} px of ${width}`,
        )
      }
    }
    return found
  })
  check(soft)(outside, `${label ?? page.url()}: header links outside the window`).toEqual([])
}

/** The three layout checks at once. */
export async function expectSoundLayout(page: Page, options: Options = {}) {
  await expectNoHorizontalOverflow(page, options)
  await expectNoOverlappingControls(page, options)
  await expectHeaderInsideWindow(page, options)
}
