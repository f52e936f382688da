// Generates the demo images (SVG) and promotion documents (PDF) served from public/demo/ by the
// embedded backend's seed data (packages/reference-backend/src/seed/content-data.ts).
// Deterministic: a fixed-seed PRNG, no clocks. Run once with `node scripts/generate/demo-images.mjs`.

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'demo')
const FONT = 'system-ui, sans-serif'

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

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

const r1 = (n) => Math.round(n * 10) / 10

/** Greedy word wrap by character count. */
function wrap(text, maxChars) {
  const lines = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line)
      line = word
    } else {
      line = line ? line + ' ' + word : word
    }
  }
  if (line) lines.push(line)
  return lines
}

function textLines(lines, x, y, size, opts = {}) {
  const { anchor = 'start', weight = 700, fill = '#fff', gap = 1.2 } = opts
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${r1(y + i * size * gap)}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(line)}</text>`,
    )
    .join('')
}

function star(cx, cy, r, fill) {
  const pts = []
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45
    const ang = (Math.PI / 5) * i - Math.PI / 2
    pts.push(`${r1(cx + rad * Math.cos(ang))},${r1(cy + rad * Math.sin(ang))}`)
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`
}

const BALL_COLORS = ['#e63946', '#f4a261', '#2a9d8f', '#457b9d', '#8e44ad', '#e9c46a', '#06d6a0']

/** A lottery ball: coloured sphere (shared gradient overlay), white disc, number. */
function ball(cx, cy, r, num, color) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#shine)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.55)}" fill="#fff"/>` +
    `<text x="${cx}" y="${r1(cy + r * 0.2)}" font-size="${r1(r * 0.58)}" font-weight="800" fill="#1d1d1d" text-anchor="middle">${String(num).padStart(2, '0')}</text>`
  )
}

/** `count` pieces of confetti, each where `free(x, y)` allows (everywhere by default). */
function confetti(rand, w, h, count, colors, free = () => true) {
  let out = ''
  let placed = 0
  while (placed < count) {
    const x = r1(rand() * w)
    const y = r1(rand() * h)
    const c = colors[Math.floor(rand() * colors.length)]
    const kind = rand()
    if (!free(x, y)) continue
    placed++
    if (kind < 0.4)
      out += `<circle cx="${x}" cy="${y}" r="${r1(3 + rand() * 5)}" fill="${c}" opacity=".8"/>`
    else if (kind < 0.75)
      out += `<rect x="${x}" y="${y}" width="${r1(6 + rand() * 8)}" height="4" fill="${c}" transform="rotate(${Math.round(rand() * 180)} ${x} ${y})" opacity=".85"/>`
    else out += star(x, y, r1(6 + rand() * 8), c)
  }
  return out
}

function defs(bg1, bg2) {
  return (
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>` +
    '<radialGradient id="shine" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient>' +
    '</defs>'
  )
}

function svg(w, h, label, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(label)}" font-family="${FONT}">` +
    `<title>${esc(label)}</title>${body}</svg>\n`
  )
}

/** A ribbon banner with folded tails. */
function ribbon(x, y, w, h, text, fill, size) {
  const t = r1(h * 0.5)
  return (
    `<polygon points="${x - t},${y + t * 0.4} ${x},${y + t * 0.4} ${x},${y + h + t * 0.4} ${x - t},${y + h + t * 0.4} ${x - t * 0.5},${r1(y + t * 0.4 + h / 2)}" fill="#000" opacity=".25"/>` +
    `<polygon points="${x + w + t},${y + t * 0.4} ${x + w},${y + t * 0.4} ${x + w},${y + h + t * 0.4} ${x + w + t},${y + h + t * 0.4} ${x + w + t * 0.5},${r1(y + t * 0.4 + h / 2)}" fill="#000" opacity=".25"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${fill}"/>` +
    `<text x="${x + w / 2}" y="${r1(y + h / 2 + size * 0.36)}" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle" letter-spacing="1">${esc(text)}</text>`
  )
}

const out = []
function write(rel, content) {
  const file = join(root, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  out.push([rel, Buffer.byteLength(content)])
}

// ---------------------------------------------------------------------------------------------
// Banners: 1600x500 desktop, 800x800 mobile. Artwork only: the page writes each banner's title
// (titulo) and button (textoUrl) over it in the site's font, in areas the picture keeps free of
// artwork (lib/home/banner-text-areas.ts): the left 45 % of the wide picture (x < 720) and, in the
// square one, the top 30 % (y < 240) and the bottom 20 % (y > 640). Nothing to read here but the
// balls' numbers.
// ---------------------------------------------------------------------------------------------

const banners = [
  {
    label: 'Bolillas de colores sobre fondo violeta',
    bg: ['#3a0ca3', '#b5179e'],
    balls: [7, 15, 23, 42, 58],
  },
  {
    label: 'Bolillas de colores sobre fondo verde azulado',
    bg: ['#006d77', '#2a9d8f'],
    balls: [12, 24, 48, 3, 36],
  },
  {
    label: 'Bolillas de colores sobre fondo rojo y naranja',
    bg: ['#d62828', '#f77f00'],
    balls: [1, 19, 33, 50, 60],
  },
  {
    label: 'Bolillas de colores sobre fondo verde',
    bg: ['#1b4332', '#40916c'],
    balls: [25, 12, 31, 9, 44],
  },
]
const FESTIVE = ['#ffd60a', '#ffffff', '#ff8fab', '#90e0ef', '#caffbf']

banners.forEach((b, i) => {
  const rand = prng(1000 + i)
  // Desktop: the balls on the right; the left 45 % (x < 720) is the page's.
  let body = defs(b.bg[0], b.bg[1])
  body += '<rect width="1600" height="500" fill="url(#bg)"/>'
  body += '<circle cx="1250" cy="250" r="330" fill="#fff" opacity=".08"/>'
  body += '<circle cx="1250" cy="250" r="230" fill="#fff" opacity=".08"/>'
  body += confetti(rand, 1600, 500, 22, FESTIVE, (x) => x > 760)
  const pos = [
    [1090, 170],
    [1250, 120],
    [1410, 180],
    [1150, 330],
    [1340, 340],
  ]
  b.balls.forEach((n, k) => {
    const [x, y] = pos[k]
    body += ball(x, y, k === 1 ? 92 : 78, n, BALL_COLORS[(i + k) % BALL_COLORS.length])
  })
  body += star(1520, 70, 26, '#ffd60a') + star(980, 430, 20, '#ffd60a')
  write(`banners/banner-${i + 1}.svg`, svg(1600, 500, b.label, body))

  // Mobile: the balls in the middle band; the top 30 % and the bottom 20 % are the page's.
  const randM = prng(2000 + i)
  let m = defs(b.bg[0], b.bg[1])
  m += '<rect width="800" height="800" fill="url(#bg)"/>'
  m += '<circle cx="400" cy="420" r="250" fill="#fff" opacity=".08"/>'
  m += confetti(randM, 800, 800, 20, FESTIVE, (_x, y) => y > 260 && y < 620)
  const mpos = [
    [230, 360],
    [400, 340],
    [570, 360],
    [310, 490],
    [490, 490],
  ]
  b.balls.forEach((n, k) => {
    const [x, y] = mpos[k]
    m += ball(x, y, k === 1 ? 78 : 66, n, BALL_COLORS[(i + k) % BALL_COLORS.length])
  })
  write(`banners/banner-${i + 1}-movil.svg`, svg(800, 800, b.label, m))
})

// ---------------------------------------------------------------------------------------------
// Promotions: 800x500
// ---------------------------------------------------------------------------------------------

const promotions = [
  ['Pack 48 sorteos', 'Jugá casi un año entero y ahorrá 15%', '-15%'],
  ['Cartón de la semana', 'Cuatro jugadas por Gs.\u00a010.000', 'Gs. 10.000'],
  ['Gran sorteo de fin de año', 'Tres camionetas 0 km en la jugada Azar', '0 KM'],
  ['Mes de las madres', 'Combos de electrodomésticos para mamá', 'MAYO'],
  ['Día del padre', 'Kits parrilleros y motos 150\u00a0cc', 'JUNIO'],
  ['San Juan Ára', 'Pozo Siempre Sale reforzado', '+50 M'],
  ['Pack promocional 17 sorteos', 'Edición limitada por Gs.\u00a098.000', '-40%'],
  ['Verificá tu cuenta y ganá', 'Una moto 0 km cada mes', 'MOTO'],
  ['Verano millonario', 'Pozo Tradicional garantizado', '1.500 M'],
  ['Pagá con tu billetera móvil', 'Sumá una chance extra cada compra', '+1'],
  ['Invitá a un amigo', 'Los dos reciben un cartón de regalo', 'x2'],
  ['Aniversario: 25 años', 'Sorteo especial de Gs.\u00a05.000 millones', '25'],
]
const PROMO_BG = [
  ['#3a0ca3', '#7209b7'],
  ['#023e8a', '#0096c7'],
  ['#1b4332', '#2d6a4f'],
  ['#c9184a', '#ff758f'],
  ['#283618', '#606c38'],
  ['#9d0208', '#f48c06'],
  ['#5a189a', '#c77dff'],
  ['#005f73', '#0a9396'],
  ['#e85d04', '#ffba08'],
  ['#14213d', '#3a5a80'],
  ['#0b525b', '#52b69a'],
  ['#6a040f', '#d00000'],
]

promotions.forEach(([title, sub, badge], i) => {
  const rand = prng(3000 + i)
  const [c1, c2] = PROMO_BG[i]
  let body = defs(c1, c2)
  body += '<rect width="800" height="500" fill="url(#bg)"/>'
  body += confetti(rand, 800, 500, 26, FESTIVE)
  body += ribbon(60, 40, 200, 40, 'PROMO', '#e63946', 22)
  body += textLines(wrap(title, 13), 60, 150, 44)
  body += textLines(wrap(sub, 26), 60, 350, 26, { weight: 500, fill: '#f1f1f1' })
  body += `<circle cx="610" cy="250" r="130" fill="#ffd60a"/><circle cx="610" cy="250" r="114" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="10 8"/>`
  const badgeSize = Math.min(72, Math.floor(190 / (badge.length * 0.66)))
  body += `<text x="610" y="${r1(250 + badgeSize * 0.36)}" font-size="${badgeSize}" font-weight="900" fill="#3a0ca3" text-anchor="middle">${esc(badge)}</text>`
  body += ball(560, 440, 38, 7 + ((i * 13) % 53), BALL_COLORS[i % BALL_COLORS.length])
  body += ball(730, 420, 40, 3 + ((i * 17) % 57), BALL_COLORS[(i + 3) % BALL_COLORS.length])
  body += star(740, 80, 22, '#ffd60a')
  write(
    `promociones/promo-${String(i + 1).padStart(2, '0')}.svg`,
    svg(800, 500, `Promoción: ${title}. ${sub}`, body),
  )
})

// ---------------------------------------------------------------------------------------------
// Social commitments: 800x500, one pictogram per theme
// ---------------------------------------------------------------------------------------------

const W = '#ffffff'
const icons = {
  book: `<rect x="-90" y="-60" width="85" height="120" rx="6" fill="${W}"/><rect x="5" y="-60" width="85" height="120" rx="6" fill="${W}"/><path d="M-75 -35h55M-75 -15h55M-75 5h55M20 -35h55M20 -15h55M20 5h55" stroke="#bbb" stroke-width="6"/><rect x="40" y="-95" width="14" height="110" rx="3" fill="#ffd60a" transform="rotate(30)"/>`,
  health: `<rect x="-30" y="-95" width="60" height="190" rx="10" fill="${W}"/><rect x="-95" y="-30" width="190" height="60" rx="10" fill="${W}"/><circle r="18" fill="#e63946"/>`,
  tree: `<rect x="-14" y="20" width="28" height="80" fill="#8d5524"/><circle cx="0" cy="-30" r="70" fill="#95d5b2"/><circle cx="-50" cy="10" r="45" fill="#74c69d"/><circle cx="50" cy="10" r="45" fill="#52b788"/>`,
  soccer: `<circle r="90" fill="${W}"/><polygon points="0,-32 30,-10 19,26 -19,26 -30,-10" fill="#222"/><path d="M0 -32V-90M30 -10L85 -28M19 26L52 72M-19 26L-52 72M-30 -10L-85 -28" stroke="#222" stroke-width="5"/>`,
  water: `<path d="M0 -100C35 -45 70 -5 70 35A70 70 0 0 1 -70 35C-70 -5 -35 -45 0 -100Z" fill="#90e0ef"/><path d="M-35 35A35 35 0 0 0 0 70" stroke="${W}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  helmet: `<path d="M-95 40A95 95 0 0 1 95 40Z" fill="#e63946"/><rect x="-110" y="35" width="220" height="22" rx="8" fill="#c1121f"/><rect x="-14" y="-55" width="28" height="95" rx="6" fill="#ffd60a"/>`,
  bowl: `<path d="M-100 0H100A100 85 0 0 1 -100 0Z" fill="${W}"/><path d="M-30 -20C-45 -50 -15 -60 -30 -90M10 -20C-5 -50 25 -60 10 -90M50 -20C35 -50 65 -60 50 -90" stroke="${W}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  cap: `<polygon points="0,-70 120,-20 0,30 -120,-20" fill="#222"/><path d="M-70 0V50C-70 75 70 75 70 50V0L0 30Z" fill="#333"/><path d="M110 -18V50" stroke="#ffd60a" stroke-width="6"/><circle cx="110" cy="58" r="10" fill="#ffd60a"/>`,
  wave: `<path d="M-120 0C-90 -30 -60 30 -30 0S30 -30 60 0S100 30 120 0" stroke="${W}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M-120 45C-90 15 -60 75 -30 45S30 15 60 45S100 75 120 45" stroke="#90e0ef" stroke-width="14" fill="none" stroke-linecap="round"/><circle cx="40" cy="-60" r="28" fill="#ffd60a"/>`,
  nanduti: (() => {
    let s = ''
    for (let k = 0; k < 16; k++) {
      const a = (Math.PI / 8) * k
      s += `<line x1="0" y1="0" x2="${r1(95 * Math.cos(a))}" y2="${r1(95 * Math.sin(a))}" stroke="${W}" stroke-width="2"/>`
    }
    return `${s}<circle r="95" fill="none" stroke="${W}" stroke-width="4"/><circle r="65" fill="none" stroke="#ff8fab" stroke-width="4" stroke-dasharray="6 6"/><circle r="35" fill="none" stroke="#ffd60a" stroke-width="4"/><circle r="10" fill="#ff8fab"/>`
  })(),
  home: `<polygon points="0,-100 110,-10 -110,-10" fill="${W}"/><rect x="-80" y="-10" width="160" height="100" fill="${W}"/><rect x="-20" y="30" width="40" height="60" fill="#0096c7"/><path d="M-60 10h25v25h-25zM35 10h25v25h-25z" fill="#90e0ef"/>`,
  heart: `<path d="M0 80C-120 0 -90 -90 -30 -80C-10 -77 0 -60 0 -50C0 -60 10 -77 30 -80C90 -90 120 0 0 80Z" fill="#ff4d6d"/><path d="M-40 -20h20l10 -20l15 45l12 -25h23" stroke="${W}" stroke-width="7" fill="none" stroke-linejoin="round"/>`,
  music: `<path d="M-40 -80L70 -100V40" stroke="${W}" stroke-width="14" fill="none"/><path d="M-40 -80V60" stroke="${W}" stroke-width="14"/><ellipse cx="-62" cy="62" rx="30" ry="22" fill="${W}"/><ellipse cx="48" cy="42" rx="30" ry="22" fill="${W}"/>`,
  shield: `<path d="M0 -100L85 -65V0C85 50 45 85 0 100C-45 85 -85 50 -85 0V-65Z" fill="${W}"/><path d="M-40 0L-10 30L45 -30" stroke="#2a9d8f" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
}

const commitments = [
  ['Útiles escolares para escuelas del Chaco', 'book', ['#f77f00', '#fcbf49']],
  ['Equipamiento para hospitales regionales', 'health', ['#0077b6', '#00b4d8']],
  ['Reforestación con especies nativas', 'tree', ['#2d6a4f', '#52b788']],
  ['Fútbol infantil en los barrios', 'soccer', ['#1b4332', '#40916c']],
  ['Asistencia a familias afectadas por las crecidas', 'home', ['#023e8a', '#48cae4']],
  ['Equipos para bomberos voluntarios', 'helmet', ['#6a040f', '#e85d04']],
  ['Comedores comunitarios', 'bowl', ['#bc6c25', '#dda15e']],
  ['Becas universitarias', 'cap', ['#3a0ca3', '#4cc9f0']],
  ['Limpieza del lago Ypacaraí', 'wave', ['#005f73', '#0a9396']],
  ['Apoyo a artesanas del ñandutí', 'nanduti', ['#9d4edd', '#e0aaff']],
  ['Agua segura para comunidades indígenas', 'water', ['#0353a4', '#006daa']],
  ['Rehabilitación e inclusión', 'heart', ['#7b2cbf', '#c77dff']],
  ['Orquestas infantiles comunitarias', 'music', ['#14213d', '#fca311']],
  ['Educación financiera y juego responsable', 'shield', ['#2a9d8f', '#8ab17d']],
]

commitments.forEach(([title, icon, [c1, c2]], i) => {
  const rand = prng(4000 + i)
  let body = defs(c1, c2)
  body += '<rect width="800" height="500" fill="url(#bg)"/>'
  body += confetti(rand, 800, 360, 14, ['#ffffff', '#ffd60a'])
  body += '<circle cx="400" cy="190" r="140" fill="#fff" opacity=".15"/>'
  body += `<g transform="translate(400 190)">${icons[icon]}</g>`
  body += '<rect y="370" width="800" height="130" fill="#000" opacity=".35"/>'
  const lines = wrap(title, 34)
  body += textLines(lines, 400, lines.length > 1 ? 420 : 446, 34, { anchor: 'middle' })
  body += `<text x="780" y="30" font-size="16" font-weight="700" fill="#fff" text-anchor="end" opacity=".85">Compromiso social</text>`
  write(
    `compromisos/compromiso-${String(i + 1).padStart(2, '0')}.svg`,
    svg(800, 500, `Compromiso social: ${title}`, body),
  )
})

// ---------------------------------------------------------------------------------------------
// Prize items: 600x400
// ---------------------------------------------------------------------------------------------

const prizeArt = {
  truck: `<rect x="-150" y="-20" width="300" height="60" rx="14" fill="#e63946"/><path d="M-110 -20L-70 -75H45L85 -20Z" fill="#e63946"/><path d="M-95 -22L-64 -64H-12V-22ZM2 -22V-64H38L68 -22Z" fill="#bde0fe"/><rect x="100" y="-15" width="50" height="14" rx="4" fill="#ffd60a"/><circle cx="-85" cy="45" r="32" fill="#222"/><circle cx="85" cy="45" r="32" fill="#222"/><circle cx="-85" cy="45" r="13" fill="#ccc"/><circle cx="85" cy="45" r="13" fill="#ccc"/>`,
  moto: `<circle cx="-95" cy="40" r="45" fill="none" stroke="#222" stroke-width="16"/><circle cx="95" cy="40" r="45" fill="none" stroke="#222" stroke-width="16"/><path d="M-95 40L-30 -20H40L95 40" stroke="#333" stroke-width="10" fill="none"/><path d="M-50 -30H50L30 10H-30Z" fill="#0077b6"/><path d="M40 -20L70 -70H100" stroke="#333" stroke-width="10" fill="none" stroke-linecap="round"/><rect x="-70" y="-50" width="70" height="18" rx="9" fill="#222"/>`,
  cash: `<rect x="-140" y="-60" width="260" height="120" rx="10" fill="#52b788" transform="rotate(-8)"/><rect x="-120" y="-50" width="260" height="120" rx="10" fill="#40916c" transform="rotate(4)"/><rect x="-130" y="-55" width="260" height="120" rx="10" fill="#2d6a4f"/><circle cy="5" r="40" fill="#95d5b2"/><text y="18" font-size="34" font-weight="900" fill="#1b4332" text-anchor="middle">Gs.</text>`,
  combo: `<rect x="-150" y="-110" width="110" height="210" rx="10" fill="#e9ecef"/><path d="M-150 -40H-40" stroke="#adb5bd" stroke-width="4"/><rect x="-135" y="-95" width="8" height="40" fill="#adb5bd"/><rect x="-135" y="-25" width="8" height="50" fill="#adb5bd"/><rect x="-20" y="-10" width="120" height="110" rx="10" fill="#f8f9fa"/><circle cx="40" cy="50" r="36" fill="#90e0ef" stroke="#adb5bd" stroke-width="6"/><rect x="-20" y="-90" width="170" height="55" rx="10" fill="#f8f9fa"/><path d="M-5 -55H135" stroke="#adb5bd" stroke-width="4"/>`,
  tv: `<rect x="-160" y="-100" width="320" height="190" rx="10" fill="#222"/><rect x="-148" y="-88" width="296" height="166" fill="#3a0ca3"/><circle cx="-60" cy="-5" r="34" fill="#e63946"/><circle cx="0" cy="-5" r="34" fill="#2a9d8f"/><circle cx="60" cy="-5" r="34" fill="#f4a261"/><rect x="-60" y="92" width="120" height="12" rx="6" fill="#444"/><rect x="-130" y="112" width="260" height="16" rx="8" fill="#333"/>`,
  trip: `<circle cx="90" cy="-60" r="40" fill="#ffd60a"/><path d="M-170 70C-100 40 -40 90 20 60S120 40 170 70V110H-170Z" fill="#48cae4"/><path d="M-150 20L-30 -5L40 -70H65L30 0L110 10L130 -10H150L130 30L40 35L60 70H35L-20 30L-150 30Z" fill="#fff"/>`,
}

const prizes = [
  ['Camioneta 0 km', 'Vehículo', 'truck', ['#ffb703', '#fb8500']],
  ['Moto 150 cc', 'Moto', 'moto', ['#8ecae6', '#219ebc']],
  ['Gs. 100.000.000', 'Efectivo', 'cash', ['#ffd60a', '#ffc300']],
  ['Combo hogar', 'Electrodoméstico', 'combo', ['#4361ee', '#4cc9f0']],
  ['Smart TV 65 pulgadas', 'Electrodoméstico', 'tv', ['#f72585', '#b5179e']],
  ['Viaje para dos', 'Viaje', 'trip', ['#00b4d8', '#90e0ef']],
]

prizes.forEach(([title, type, art, [c1, c2]], i) => {
  const rand = prng(5000 + i)
  let body = defs(c1, c2)
  body += '<rect width="600" height="400" fill="url(#bg)"/>'
  body += confetti(rand, 600, 300, 18, ['#ffffff', '#e63946', '#3a0ca3'])
  body += '<ellipse cx="300" cy="300" rx="220" ry="22" fill="#000" opacity=".15"/>'
  body += `<g transform="translate(300 200) scale(1.05)">${prizeArt[art]}</g>`
  body += ribbon(170, 22, 260, 40, type.toUpperCase(), '#e63946', 20)
  body += '<rect y="330" width="600" height="70" fill="#000" opacity=".35"/>'
  body += textLines([title], 300, 376, 32, { anchor: 'middle' })
  write(`premios/premio-${i + 1}.svg`, svg(600, 400, `Premio: ${title} (${type})`, body))
})

// ---------------------------------------------------------------------------------------------
// Promotion documents: minimal valid PDFs (Helvetica, WinAnsi, Latin-1 text only)
// ---------------------------------------------------------------------------------------------

function pdf(title, lines) {
  const escPdf = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')
  let stream = 'BT\n/F2 18 Tf\n72 770 Td\n(' + escPdf(title) + ') Tj\n/F1 11 Tf\n0 -30 Td\n'
  for (const line of lines) stream += '(' + escPdf(line) + ') Tj\n0 -16 Td\n'
  stream += 'ET\n'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    `<< /Title (${escPdf(title)}) /Author (Sorteos del Paraguay S.A.) >>`,
  ]
  let body = '%PDF-1.4\n'
  const offsets = []
  objects.forEach((obj, k) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${k + 1} 0 obj\n${obj}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  if (/[^\x00-\xff]/.test(body)) throw new Error(`Non Latin-1 text in PDF: ${title}`)
  return Buffer.from(body, 'latin1')
}

const common = [
  '',
  'Organiza: Sorteos del Paraguay S.A., Av. Mariscal López 1234 c/ Venezuela, Asunción.',
  'Sorteo autorizado por la Comisión Nacional de Juegos de Azar (CONAJZAR).',
  'Participan únicamente personas mayores de 18 años con documento de identidad válido.',
  'Los premios deben reclamarse dentro de los 60 días corridos desde la fecha del sorteo.',
  'Los premios en dinero están sujetos a una retención del 4,5% en concepto de impuesto.',
  'La participación implica la aceptación del Reglamento y de estas bases y condiciones.',
  'Consultas: (021) 600 100 - contacto@sorteosdelparaguay.com.py',
  '',
  'Jugá con responsabilidad. Prohibida la venta a menores de 18 años.',
]

const documents = [
  [
    'bases-pack-48-sorteos',
    'Bases y condiciones: Pack 48 sorteos',
    [
      'El Pack 48 sorteos permite participar en 48 sorteos dominicales consecutivos.',
      'Precio: Gs. 408.000 (ahorro del 15% respecto del precio unitario del cartón).',
      'El titular elige su cartón cada semana desde Mi cuenta; si no lo hace, se asigna uno.',
      'El pack es personal, intransferible y no reembolsable una vez iniciado.',
    ],
  ],
  [
    'bases-gran-sorteo-fin-de-anio',
    'Bases y condiciones: Gran sorteo de fin de año',
    [
      'Participan todos los cartones vendidos para los sorteos del mes de diciembre.',
      'Premios: 3 camionetas 0 km, 10 motos 150 cc y 100 premios de Gs. 1.000.000.',
      'Los premios se sortean en la jugada Azar del último domingo de diciembre.',
      'Los gastos de inscripción de los vehículos corren por cuenta de la empresa.',
    ],
  ],
  [
    'bases-mes-de-las-madres',
    'Bases y condiciones: Mes de las madres',
    [
      'Durante los sorteos de mayo, la jugada Azar suma 20 combos de electrodomésticos.',
      'Cada combo incluye heladera, lavarropas y horno microondas.',
      'Los premios se entregan en Casa Central o en la sucursal más cercana al ganador.',
    ],
  ],
  [
    'bases-san-juan-ara',
    'Bases y condiciones: San Juan Ára',
    [
      'En el sorteo más cercano al 24 de junio el pozo Siempre Sale suma Gs. 50.000.000.',
      'El refuerzo se reparte en partes iguales entre las jugadas ganadoras de Siempre Sale.',
    ],
  ],
  [
    'bases-pack-17-sorteos',
    'Bases y condiciones: Pack promocional 17 sorteos',
    [
      'Edición limitada: 17 sorteos consecutivos por Gs. 98.000.',
      'Válido únicamente para compras en línea y hasta agotar el cupo disponible.',
      'Máximo un pack promocional por cuenta.',
    ],
  ],
  [
    'bases-verifica-tu-cuenta',
    'Bases y condiciones: Verificá tu cuenta y ganá',
    [
      'Cada mes se sortea una moto 0 km entre las cuentas verificadas que hayan comprado',
      'al menos un cartón en línea durante el mes calendario.',
      'La verificación requiere fotos del documento (frente y dorso) y una selfie.',
    ],
  ],
  [
    'bases-billetera-movil',
    'Bases y condiciones: Pagá con tu billetera móvil',
    [
      'Cada compra en línea pagada con billetera móvil suma una chance extra',
      'en el sorteo mensual de 10 órdenes de compra de Gs. 500.000.',
    ],
  ],
  [
    'bases-aniversario',
    'Bases y condiciones: Aniversario 25 años',
    [
      'Sorteo especial de aniversario con un pozo total de Gs. 5.000.000.000,',
      'distribuido entre las jugadas Tradicional, Revancha, Siempre Sale y Azar.',
      'El sorteo se transmite en vivo por televisión y por nuestro canal de YouTube.',
    ],
  ],
]

for (const [name, title, lines] of documents) {
  const buf = pdf(title, [...lines, ...common])
  const file = join(root, 'documentos', `${name}.pdf`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, buf)
  out.push([`documentos/${name}.pdf`, buf.length])
}

for (const [rel, size] of out) console.log(`${String(size).padStart(6)}  public/demo/${rel}`)
