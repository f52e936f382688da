/**
 * Where the home page draws a banner's call to action (its textoUrl button), as fractions of the
 * picture: a band the picture keeps free of its own text, so the button never covers it. One band
 * for the wide picture (foto, 1600 × 500, shown from 700 px) and one for the square one (fotoMovil,
 * 800 × 800, below 700 px). The README tells operators who upload their own banners; the demo
 * pictures (scripts/generate-demo-images.mjs) keep to it, and tests check both.
 */
export interface SafeArea {
  /** Fractions of the picture's width and height, from its top left corner. */
  left: number
  top: number
  right: number
  bottom: number
}

export const BANNER_SAFE_AREA: { wide: SafeArea; square: SafeArea } = {
  // The bottom left: 45 % of the width, the lowest 28 % of the height (x 0–720, y 360–500 px).
  wide: { left: 0, top: 0.72, right: 0.45, bottom: 1 },
  // The lowest 20 % across the whole width (y 640–800 px).
  square: { left: 0, top: 0.8, right: 1, bottom: 1 },
}

/** The CSS custom properties that place the call to action inside the bands (home.module.css). */
export function safeAreaStyle(): Record<`--${string}`, string> {
  const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`
  const { wide, square } = BANNER_SAFE_AREA
  return {
    '--cta-wide-left': percent(wide.left),
    '--cta-wide-top': percent(wide.top),
    '--cta-wide-right': percent(1 - wide.right),
    '--cta-wide-bottom': percent(1 - wide.bottom),
    '--cta-square-left': percent(square.left),
    '--cta-square-top': percent(square.top),
    '--cta-square-right': percent(1 - square.right),
    '--cta-square-bottom': percent(1 - square.bottom),
  }
}
