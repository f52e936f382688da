// The card-of-the-week pictures shipped under public/demo/carton-semana/ (made by
// scripts/generate/draw-images.mjs, which draws the same number of designs). Draws take them in
// turn, so every draw, including those opened later by the operator, has one.

export const CARD_IMAGE_DESIGNS = 12

export function cardImage(numero: number): string {
  const design = (((numero % CARD_IMAGE_DESIGNS) + CARD_IMAGE_DESIGNS) % CARD_IMAGE_DESIGNS) + 1
  return `/demo/carton-semana/carton-${String(design).padStart(2, '0')}.svg`
}
