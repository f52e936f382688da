/**
 * next/image never rasterises an SVG (it would serve it as it is, and only with
 * `dangerouslyAllowSVG`), so vector pictures skip the optimiser; every other picture is resized
 * and re-encoded per screen.
 */
export const isVectorImage = (src: string) => /\.svg(?:[?#]|$)/i.test(src)
