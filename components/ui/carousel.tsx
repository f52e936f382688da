'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import styles from './carousel.module.css'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'

interface CarouselProps {
  label: string
  children: ReactNode
  /**
   * docs/product.md §9: carousels 3000 ms, the home banner 4000 ms; null for none (MIS PACKS
   * ACTIVOS).
   */
  autoplayMs?: number | null
  /** One card a slide on a phone, two from 700 px, three from 1100 px (showcases, millionaires). */
  cards?: boolean
  /** Width of a slide per breakpoint (a CSS module class setting flex-basis), for other layouts. */
  slideClassName?: string
  /** Extra classes for the row of controls (a full-width carousel puts them in the page column). */
  controlsClassName?: string
}

/**
 * An embla carousel with previous/next buttons and autoplay that waits while the pointer or the
 * focus is inside, that the player can pause (WCAG 2.2.2), and that never runs for people who ask
 * for reduced motion. Autoplay is a plain timer: its state is ours, not a plugin's.
 */
export function Carousel({
  label,
  children,
  autoplayMs = 3000,
  cards = false,
  slideClassName,
  controlsClassName,
}: CarouselProps) {
  const t = useTranslations('Carousel')
  const slides = Children.toArray(children)
  const [viewport, embla] = useEmblaCarousel({ loop: slides.length > 1, align: 'start' })
  const near = useNearViewport()
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(true)

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const sync = () => setReducedMotion(query.matches)
    sync()
    query.addEventListener('change', sync)
    return () => query.removeEventListener('change', sync)
  }, [])

  const slideClass = [styles.slide, cards && styles.cardSlide, slideClassName]
    .filter(Boolean)
    .join(' ')
  const autoplay = autoplayMs !== null && !reducedMotion
  const running = Boolean(embla) && slides.length > 1 && autoplay && !paused && !hovered && !focused
  useEffect(() => {
    if (!running || !embla || autoplayMs === null) return
    const timer = window.setInterval(() => embla.scrollNext(), autoplayMs)
    return () => window.clearInterval(timer)
  }, [running, embla, autoplayMs])

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      {/* Embla measures every slide when it starts: a carousel far below the fold starts when it
          comes near, so the first load does not lay out five carousels (Lighthouse TBT). Until
          then the track is the same row of slides, without the transforms. */}
      <div className={styles.viewport} ref={near.visible ? viewport : near.ref}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={slideClass}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', { index: index + 1, total: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={`${styles.controls} ${controlsClassName ?? ''}`}>
          {autoplay ? (
            <button
              type="button"
              className={styles.control}
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? t('play') : t('pause')}
            >
              {paused ? (
                <Play aria-hidden="true" focusable="false" size={20} />
              ) : (
                <Pause aria-hidden="true" focusable="false" size={20} />
              )}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            onClick={() => embla?.scrollPrev()}
            aria-label={t('previous')}
          >
            <ChevronLeft aria-hidden="true" focusable="false" size={24} />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => embla?.scrollNext()}
            aria-label={t('next')}
          >
            <ChevronRight aria-hidden="true" focusable="false" size={24} />
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** Whether the element has come within a screen of the viewport (once true, stays true). */
function useNearViewport() {
  const [visible, setVisible] = useState(false)
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { visible, ref }
}
