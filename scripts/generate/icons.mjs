#!/usr/bin/env node
// The site's icons: a lottery ball in the brand colours (the header's yellow ball, a white disc
// with a blue 7 and a red ring), drawn as SVG and rasterised with sharp. Deterministic: the 7 is a
// path, not text, so the output does not depend on the machine's fonts. Run after a brand change
// and commit the results:  node scripts/generate/icons.mjs

import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

// The design tokens of app/globals.css.
const PRIMARY = '#0a3a8c'
const ACCENT = '#ffc21a'
const FESTIVE = '#c8102e'
const WHITE = '#ffffff'

/**
 * The ball on a 512 × 512 canvas.
 * @param {{ background: 'rounded' | 'full', ballRadius: number }} options
 *   `rounded`: a blue tile with rounded corners and transparent corners (favicon, "any" icons);
 *   `full`: a blue square to the edges (maskable and Apple icons, which the system crops itself).
 */
function iconSvg({ background, ballRadius }) {
  const scale = ballRadius / 200
  const tile =
    background === 'rounded'
      ? `<rect width="512" height="512" rx="112" fill="${PRIMARY}"/>`
      : `<rect width="512" height="512" fill="${PRIMARY}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <radialGradient id="ball" cx="0.5" cy="0.5" r="0.5" fx="0.34" fy="0.28">
      <stop offset="0" stop-color="#fffbea"/>
      <stop offset="0.32" stop-color="${ACCENT}"/>
      <stop offset="0.75" stop-color="${ACCENT}"/>
      <stop offset="1" stop-color="#e3a100"/>
    </radialGradient>
  </defs>
  ${tile}
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <circle cx="256" cy="262" r="200" fill="#000000" fill-opacity="0.18"/>
    <circle cx="256" cy="256" r="200" fill="url(#ball)"/>
    <circle cx="256" cy="256" r="98" fill="${WHITE}" stroke="${FESTIVE}" stroke-width="10"/>
    <path d="M206 194H306V220L254 318H224L274 220H206Z" fill="${PRIMARY}" stroke="${PRIMARY}" stroke-width="6" stroke-linejoin="round"/>
  </g>
</svg>
`
}

// "any": the ball nearly fills the tile. Maskable: the ball stays inside the central safe circle
// (radius 40 % of the icon = 205 px), whatever shape the launcher cuts.
const ANY = iconSvg({ background: 'rounded', ballRadius: 196 })
const MASKABLE = iconSvg({ background: 'full', ballRadius: 168 })
const APPLE = iconSvg({ background: 'full', ballRadius: 188 })

const outputs = [
  { file: 'public/icons/icon.svg', svg: ANY },
  { file: 'app/icon.svg', svg: ANY },
  { file: 'public/icons/icon-192.png', svg: ANY, size: 192 },
  { file: 'public/icons/icon-512.png', svg: ANY, size: 512 },
  { file: 'public/icons/maskable-512.png', svg: MASKABLE, size: 512 },
  { file: 'app/apple-icon.png', svg: APPLE, size: 180 },
]

for (const { file, svg, size } of outputs) {
  const target = path.join(ROOT, file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  if (size === undefined) {
    fs.writeFileSync(target, svg)
  } else {
    // Rendered at 4× the density and reduced, for smooth edges at every size.
    const png = await sharp(Buffer.from(svg), { density: (72 * size * 4) / 512 })
      .resize(size, size)
      .png({ compressionLevel: 9, adaptiveFiltering: false })
      .toBuffer()
    fs.writeFileSync(target, png)
  }
  console.log(`wrote ${file}`)
}
