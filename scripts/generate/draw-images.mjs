// Generates the draws side's demo images (SVG) under public/demo/:
//   carton-semana/carton-01.svg … carton-12.svg  the card of the week, one design per draw in turn
//                                                 (packages/reference-backend/src/draws/images.ts)
//   ganadores/ganadora-01.svg … -12, ganador-01.svg … -12
//                                                 illustrated winner avatars, no real faces
//                                                 (packages/reference-backend/src/seed/winners-data.ts)
// Deterministic: a fixed-seed PRNG, no clocks. Run with `node scripts/generate/draw-images.mjs`.

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'demo')
const FONT = 'system-ui, sans-serif'
const CARD_DESIGNS = 12
const AVATARS_PER_GENDER = 12
const AVATAR_MAX_BYTES = 4096

/** mulberry32: small deterministic PRNG. */
function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const esc = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const pick = (rand, list) => list[Math.floor(rand() * list.length)]
const pad2 = (n) => String(n).padStart(2, '0')

/** `count` distinct numbers of 1–60, sorted, as a card prints them. */
function play(rand, count = 15) {
  const drum = Array.from({ length: 60 }, (_, i) => i + 1)
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rand() * (drum.length - i))
    ;[drum[i], drum[j]] = [drum[j], drum[i]]
  }
  return drum.slice(0, count).sort((a, b) => a - b)
}

function svg(w, h, label, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(label)}" font-family="${FONT}">` +
    `<title>${esc(label)}</title>${body}</svg>\n`
  )
}

const written = []
function write(rel, content) {
  const file = join(root, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  written.push([rel, Buffer.byteLength(content)])
}

// ---------------------------------------------------------------------------------------------
// Card of the week: 640x420, three plays of 15 numbers and the Azar badge
// ---------------------------------------------------------------------------------------------

const CARD_PALETTES = [
  ['#3a0ca3', '#b5179e', '#ffd60a'],
  ['#006d77', '#2a9d8f', '#ffd166'],
  ['#d62828', '#f77f00', '#fcbf49'],
  ['#1b4332', '#40916c', '#ffd60a'],
  ['#03045e', '#0077b6', '#90e0ef'],
  ['#6a040f', '#d00000', '#ffba08'],
  ['#240046', '#7b2cbf', '#ff9e00'],
  ['#14213d', '#fca311', '#ffffff'],
  ['#005f73', '#0a9396', '#ee9b00'],
  ['#7f4f24', '#b6ad90', '#ffe066'],
  ['#370617', '#9d0208', '#faa307'],
  ['#283618', '#606c38', '#fefae0'],
]

const PLAY_NAMES = ['Tradicional', 'Revancha', 'Siempre Sale']

function playPanel(x, y, name, numbers, accent, dark) {
  let out = `<rect x="${x}" y="${y}" width="186" height="196" rx="12" fill="#fff"/>`
  out += `<rect x="${x}" y="${y}" width="186" height="34" rx="12" fill="${dark}"/>`
  out += `<rect x="${x}" y="${y + 22}" width="186" height="12" fill="${dark}"/>`
  out += `<text x="${x + 93}" y="${y + 23}" font-size="16" font-weight="800" fill="#fff" text-anchor="middle">${esc(name)}</text>`
  numbers.forEach((n, i) => {
    const cx = x + 21 + (i % 5) * 36
    const cy = y + 66 + Math.floor(i / 5) * 50
    out += `<circle cx="${cx}" cy="${cy}" r="16" fill="${accent}" opacity=".35"/>`
    out += `<text x="${cx}" y="${cy + 6}" font-size="16" font-weight="700" fill="#1d1d1d" text-anchor="middle">${pad2(n)}</text>`
  })
  return out
}

for (let design = 1; design <= CARD_DESIGNS; design++) {
  const rand = prng(7000 + design)
  const [dark, light, accent] = CARD_PALETTES[design - 1]
  const numero = String(1 + Math.floor(rand() * 60000)).padStart(6, '0')
  let body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/>` +
    `<stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    '<rect width="640" height="420" rx="24" fill="url(#bg)"/>' +
    `<text x="28" y="52" font-size="28" font-weight="900" fill="#fff" letter-spacing="1">CARTÓN DE LA SEMANA</text>` +
    `<rect x="452" y="22" width="160" height="42" rx="21" fill="${accent}"/>` +
    `<text x="532" y="50" font-size="20" font-weight="800" fill="${dark}" text-anchor="middle">N° ${numero}</text>`
  PLAY_NAMES.forEach((name, i) => {
    body += playPanel(22 + i * 202, 86, name, play(rand), accent, dark)
  })
  body +=
    `<rect x="22" y="298" width="190" height="46" rx="23" fill="${accent}"/>` +
    `<text x="117" y="328" font-size="20" font-weight="900" fill="${dark}" text-anchor="middle">+ AZAR</text>` +
    `<text x="232" y="318" font-size="15" font-weight="600" fill="#fff">Tu número de cartón participa</text>` +
    `<text x="232" y="338" font-size="15" font-weight="600" fill="#fff">en el sorteo de premios</text>` +
    `<text x="28" y="392" font-size="18" font-weight="700" fill="#fff">Domingos 20:00 · números del 01 al 60</text>`
  const label = `Cartón de la semana N° ${numero}: jugadas Tradicional, Revancha y Siempre Sale con 15 números cada una, y Azar`
  write(`carton-semana/carton-${pad2(design)}.svg`, svg(640, 420, label, body))
}

// ---------------------------------------------------------------------------------------------
// Winner avatars: 200x200 illustrations (head, hair, shirt), < 4 KB each
// ---------------------------------------------------------------------------------------------

const SKIN = ['#ffdbac', '#f1c27d', '#e0ac69', '#c68642', '#a86b3c', '#8d5524']
const HAIR = ['#2b1b0e', '#4a3123', '#1c1c1c', '#6b4423', '#a0522d', '#9e9e9e']
const SHIRTS = ['#e63946', '#2a9d8f', '#457b9d', '#8e44ad', '#f4a261', '#06d6a0', '#3a0ca3']
const BACKGROUNDS = ['#ffe5ec', '#e0fbfc', '#fff3b0', '#e9f5db', '#ede7f6', '#fde2e4', '#d8f3dc']

function face(skin) {
  return (
    `<rect x="88" y="112" width="24" height="26" fill="${skin}"/>` +
    `<circle cx="100" cy="88" r="34" fill="${skin}"/>` +
    '<circle cx="88" cy="86" r="3.5" fill="#2d2d2d"/><circle cx="112" cy="86" r="3.5" fill="#2d2d2d"/>' +
    '<path d="M88 102 Q100 112 112 102" stroke="#7a3b2e" stroke-width="3" fill="none" stroke-linecap="round"/>'
  )
}

const shoulders = (shirt) =>
  `<path d="M40 200 Q44 140 100 134 Q156 140 160 200 Z" fill="${shirt}"/>` +
  '<path d="M86 136 L100 152 L114 136" stroke="#fff" stroke-width="4" fill="none" opacity=".7"/>'

/** Hair drawn behind the head (long styles) and over it (fringes, buns, caps). */
const WOMEN_HAIR = [
  (c) => ({
    back: `<path d="M60 90 Q60 46 100 46 Q140 46 140 90 L146 150 L54 150 Z" fill="${c}"/>`,
    front: `<path d="M66 82 Q70 50 100 50 Q130 50 134 82 Q112 66 80 74 Z" fill="${c}"/>`,
  }),
  (c) => ({
    back: '',
    front:
      `<circle cx="100" cy="44" r="16" fill="${c}"/>` +
      `<path d="M66 84 Q66 52 100 52 Q134 52 134 84 Q120 64 100 64 Q80 64 66 84 Z" fill="${c}"/>`,
  }),
  (c) => ({
    back:
      `<circle cx="68" cy="80" r="16" fill="${c}"/><circle cx="132" cy="80" r="16" fill="${c}"/>` +
      `<circle cx="70" cy="108" r="14" fill="${c}"/><circle cx="130" cy="108" r="14" fill="${c}"/>`,
    front:
      `<circle cx="80" cy="58" r="16" fill="${c}"/><circle cx="100" cy="52" r="17" fill="${c}"/>` +
      `<circle cx="120" cy="58" r="16" fill="${c}"/>`,
  }),
  (c) => ({
    back: `<path d="M62 88 Q62 48 100 48 Q138 48 138 88 L136 120 L64 120 Z" fill="${c}"/>`,
    front: `<path d="M66 80 Q72 50 104 52 Q130 56 134 80 L96 66 Z" fill="${c}"/>`,
  }),
]

const MEN_HAIR = [
  (c) => ({
    back: '',
    front: `<path d="M66 80 Q66 50 100 50 Q134 50 134 80 Q118 62 66 80 Z" fill="${c}"/>`,
  }),
  (c) => ({
    back: '',
    front: `<path d="M68 74 Q74 52 100 52 Q126 52 132 74 Q100 60 68 74 Z" fill="${c}" opacity=".85"/>`,
  }),
  (c) => ({
    back: '',
    front:
      `<path d="M64 76 Q66 44 100 44 Q134 44 136 76 Z" fill="${c}"/>` +
      `<path d="M130 72 L156 78 L134 82 Z" fill="${c}"/>`,
  }),
  (c) => ({
    back: '',
    front:
      `<path d="M66 82 Q64 48 100 48 Q136 48 134 82 Q128 64 100 62 Q74 64 66 82 Z" fill="${c}"/>` +
      `<path d="M84 106 Q100 100 116 106 Q100 112 84 106 Z" fill="${c}"/>`,
  }),
]

function glasses() {
  return (
    '<circle cx="88" cy="86" r="9" fill="none" stroke="#333" stroke-width="2.5"/>' +
    '<circle cx="112" cy="86" r="9" fill="none" stroke="#333" stroke-width="2.5"/>' +
    '<path d="M97 86 L103 86" stroke="#333" stroke-width="2.5"/>'
  )
}

for (const [gender, styles, prefix, label] of [
  ['f', WOMEN_HAIR, 'ganadora', 'Ilustración de una ganadora'],
  ['m', MEN_HAIR, 'ganador', 'Ilustración de un ganador'],
]) {
  for (let i = 1; i <= AVATARS_PER_GENDER; i++) {
    const rand = prng((gender === 'f' ? 9100 : 9300) + i)
    const skin = SKIN[(i + (gender === 'f' ? 0 : 3)) % SKIN.length]
    const hair = styles[(i - 1) % styles.length](pick(rand, HAIR))
    let body = `<circle cx="100" cy="100" r="100" fill="${pick(rand, BACKGROUNDS)}"/>`
    body += hair.back + shoulders(pick(rand, SHIRTS)) + face(skin) + hair.front
    if (rand() < 0.3) body += glasses()
    const content = svg(
      200,
      200,
      label,
      `<clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath><g clip-path="url(#c)">${body}</g>`,
    )
    if (Buffer.byteLength(content) >= AVATAR_MAX_BYTES)
      throw new Error(`${prefix}-${pad2(i)} is too big`)
    write(`ganadores/${prefix}-${pad2(i)}.svg`, content)
  }
}

for (const [rel, bytes] of written) console.log(`${rel.padEnd(34)} ${bytes} B`)
