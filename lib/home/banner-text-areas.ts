/**
 * Where the home page writes a banner's words over its picture, as fractions of the picture: the
 * title (titulo) and the call to action (textoUrl) are real text in the site's font
 * (docs/history.md: words baked into the picture were blurry, unreadable to a screen
 * reader and untranslatable), so the picture holds only artwork and keeps these areas free of it.
 * One set for the wide picture (foto, 1600 × 500, shown from 700 px) and one for the square one
 * (fotoMovil, 800 × 800, below 700 px). docs/features.md ("Home banners") tells operators who
 * upload their own banners; the demo pictures (scripts/generate/demo-images.mjs) keep to it, and
 * tests check both.
 */
export interface SafeArea {
  /** Fractions of the picture's width and height, from its top left corner. */
  left: number
  top: number
  right: number
  bottom: number
}

export interface BannerTextAreas {
  title: SafeArea
  cta: SafeArea
}

export const BANNER_TEXT_AREAS: { wide: BannerTextAreas; square: BannerTextAreas } = {
  // The left 45 %: the title above (y 40–340 px), the button below it (y 360–500 px).
  wide: {
    title: { left: 0, top: 0.08, right: 0.45, bottom: 0.68 },
    cta: { left: 0, top: 0.72, right: 0.45, bottom: 1 },
  },
  // Across the whole width: the title in the top 30 % (y 0–240 px), the button in the lowest
  // 20 % (y 640–800 px); the artwork lives between them.
  square: {
    title: { left: 0, top: 0, right: 1, bottom: 0.3 },
    cta: { left: 0, top: 0.8, right: 1, bottom: 1 },
  },
}

/** The CSS custom properties that place the title and the button (home.module.css). */
export function textAreaStyle(): Record<`--${string}`, string> {
  const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`
  const style: Record<`--${string}`, string> = {}
  for (const [shape, areas] of Object.entries(BANNER_TEXT_AREAS)) {
    for (const [part, area] of Object.entries(areas) as [string, SafeArea][]) {
      style[`--${part}-${shape}-left`] = percent(area.left)
      style[`--${part}-${shape}-top`] = percent(area.top)
      style[`--${part}-${shape}-right`] = percent(1 - area.right)
      style[`--${part}-${shape}-bottom`] = percent(1 - area.bottom)
    }
  }
  return style
}
