// Generates the illustrations of the help pages (app/(site)/ayuda/*) under public/ayuda/.
// Each illustration is a phone-screen mockup of one of this site's screens (or of a payment
// provider's page) with the element to touch highlighted. Two versions of every screen:
//   - `<name>.svg`, 1200x675 (16:9), for wide screens: the phone plus an enlarged callout of the
//     highlighted element and a caption, so the detail stays readable when the image is scaled;
//   - `<name>-movil.svg`, 540x960 (9:16), for phones: the screen alone, full size.
// Deterministic (no clocks, no randomness): run `node scripts/generate/help-images.mjs` after a
// change and commit the output. Every file stays under 8 KB (checked below).

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'ayuda')
const FONT = 'system-ui, sans-serif'
const MAX_BYTES = 8 * 1024

// The site's design tokens (app/globals.css), so the mockups look like the real screens.
const C = {
  primary: '#0a3a8c',
  dark: '#062a66',
  accent: '#ffc21a',
  festive: '#c8102e',
  success: '#1b7a3a',
  bg: '#f3f6fb',
  border: '#cfd8e6',
  text: '#1a2233',
  muted: '#4a5568',
  link: '#0a4fb5',
  white: '#fff',
  soft: '#e8eef9',
}

// Made-up colours for the payment providers' pages: they are not this site's screens, so they
// must not look like it, and no real brand's look is imitated. The names are the providers' own,
// as the checkout names them (packages/reference-backend/src/payments/methods.ts).
const PROVIDERS = {
  billetera: { name: 'Tigo Money', color: '#0f766e' },
  tarjeta: { name: 'Bancard', color: '#4c1d95' },
  personal: { name: 'Billetera Personal', color: '#9d174d' },
  otra: { name: 'Zimple', color: '#92400e' },
}

const METHODS = [
  ['billetera', 'Tigo Money'],
  ['tarjeta', 'Tarjeta de crédito o débito (Bancard)'],
  ['personal', 'Billetera Personal'],
  ['otra', 'Zimple'],
]

// ---------------------------------------------------------------------------------------------
// Drawing primitives (screen coordinates: 360x640)
// ---------------------------------------------------------------------------------------------

const esc = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const r1 = (n) => Math.round(n * 10) / 10

function attrs(map) {
  return Object.entries(map)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r1(v) : esc(v)}"`)
    .join('')
}

const el = (name, map, body) =>
  body === undefined ? `<${name}${attrs(map)}/>` : `<${name}${attrs(map)}>${body}</${name}>`

/** Text; the root sets font-size 14 and the text colour, so only differences are written. */
function text(x, y, value, { size, weight, fill, anchor, spacing } = {}) {
  return el(
    'text',
    {
      x,
      y,
      'font-size': size,
      'font-weight': weight,
      fill,
      'text-anchor': anchor,
      'letter-spacing': spacing,
    },
    esc(value),
  )
}

function rect(x, y, w, h, fill, { r, stroke, sw, dash, opacity } = {}) {
  return el('rect', {
    x,
    y,
    width: w,
    height: h,
    rx: r,
    fill,
    stroke,
    'stroke-width': sw,
    'stroke-dasharray': dash,
    opacity,
  })
}

const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra })
const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra })

/** Greedy word wrap by character count. */
function wrap(value, maxChars) {
  const lines = []
  let line = ''
  for (const word of value.split(' ')) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

function lines(x, y, values, size, gap, options = {}) {
  return values.map((v, i) => text(x, y + i * gap, v, { size, ...options })).join('')
}

/** A pill button like the site's `.button`. */
function button(x, y, w, h, label, { fill = C.primary, color = C.white, size = 15, outline } = {}) {
  const shape = outline
    ? rect(x, y, w, h, C.white, { r: h / 2, stroke: outline, sw: 2 })
    : rect(x, y, w, h, fill, { r: h / 2 })
  return (
    shape +
    text(x + w / 2, y + h / 2 + size * 0.36, label, {
      size,
      weight: 700,
      fill: outline ?? color,
      anchor: 'middle',
    })
  )
}

/** A labelled input box. */
function field(x, y, w, label, value, { h = 44, muted = false, accent } = {}) {
  return (
    text(x, y, label, { size: 13, weight: 700 }) +
    rect(x, y + 8, w, h, C.white, { r: 8, stroke: accent ?? C.border, sw: accent ? 2 : 1 }) +
    text(x + 12, y + 8 + h / 2 + 5, value, { size: 15, fill: muted ? C.muted : undefined })
  )
}

const card = (x, y, w, h, fill = C.white) => rect(x, y, w, h, fill, { r: 12, stroke: C.border })
const chevron = (x, y, fill = C.muted) =>
  path(`M${x} ${y}l6 6 6-6`, 'none', { stroke: fill, 'stroke-width': 2 })
const check = (x, y, stroke = C.white) =>
  path(`M${x} ${y}l5 5 9-10`, 'none', { stroke, 'stroke-width': 3, 'stroke-linecap': 'round' })

function statusBar(fill = C.dark) {
  return (
    rect(0, 0, 360, 24, fill) +
    text(16, 17, '9:41', { size: 11, weight: 700, fill: C.white }) +
    rect(318, 8, 22, 10, 'none', { r: 2, stroke: C.white }) +
    rect(320, 10, 15, 6, C.white) +
    path('M296 18h3v-3h-3zm5 0h3v-6h-3zm5 0h3v-9h-3z', C.white)
  )
}

/** The site's header on a phone: menu toggle, logo ball, name, account icon. */
function siteHeader() {
  return (
    statusBar() +
    rect(0, 24, 360, 56, C.primary) +
    path('M16 41h22v3H16zm0 7h22v3H16zm0 7h22v3H16z', C.white) +
    circle(64, 52, 15, C.accent) +
    text(64, 58, '7', { size: 16, weight: 800, anchor: 'middle' }) +
    text(88, 58, 'Sorteo Semanal', { size: 16, weight: 700, fill: C.white }) +
    circle(334, 52, 14, C.dark) +
    circle(334, 47, 5, C.white) +
    path('M325 61a9 7 0 0 1 18 0z', C.white)
  )
}

/** A payment provider's page header: it is their site, so their colour and a padlock. */
function providerHeader(key) {
  const { name, color } = PROVIDERS[key]
  return (
    statusBar('#111827') +
    rect(0, 24, 360, 56, color) +
    rect(18, 48, 16, 13, C.white, { r: 2 }) +
    path('M21 48v-4a5 5 0 0 1 10 0v4', 'none', { stroke: C.white, 'stroke-width': 2.5 }) +
    text(44, 50, 'Pago seguro', { size: 16, weight: 700, fill: C.white }) +
    text(44, 67, name, { size: 12, fill: C.white })
  )
}

/** Merchant and amount box shown by every provider page. */
function amountBox(y, color) {
  return (
    card(16, y, 328, 64) +
    text(32, y + 26, 'Comercio: Sorteo Semanal', { size: 13, fill: C.muted }) +
    text(32, y + 50, 'Total a pagar', { size: 14, weight: 700 }) +
    text(328, y + 50, 'Gs. 20.000', { size: 18, weight: 800, fill: color, anchor: 'end' })
  )
}

const title = (y, value, size = 20) =>
  text(16, y, value, { size, weight: 800, fill: C.primary, spacing: 0.4 })

// ---------------------------------------------------------------------------------------------
// Screens of this site
// ---------------------------------------------------------------------------------------------

const ACCOUNT_MENU = [
  'Mi perfil',
  'Solicitar Verificación',
  'Mis Movimientos',
  'Mis Sesiones',
  'Solicitud de Cobros',
]

function accountMenuScreen() {
  const items = ACCOUNT_MENU.map((item, i) => {
    const y = 152 + i * 48
    const on = i === 1
    return (
      (on ? rect(17, y, 326, 48, C.soft) : '') +
      (i > 0 ? rect(28, y, 304, 1, C.border) : '') +
      text(32, y + 30, item, { size: 15, weight: on ? 800 : 400, fill: on ? C.primary : C.text }) +
      path(`M318 ${y + 18}l6 6-6 6`, 'none', { stroke: C.muted, 'stroke-width': 2 })
    )
  }).join('')
  const fields = ['Nombre', 'Correo electrónico', 'CI', 'Teléfono']
    .map(
      (label, i) =>
        text(16, 460 + i * 44, label, { size: 12, weight: 700, fill: C.muted }) +
        rect(16, 467 + i * 44, 200 - i * 30, 12, C.border, { r: 6 }),
    )
    .join('')
  return (
    siteHeader() +
    card(16, 92, 328, 44) +
    text(32, 120, 'Mi perfil', { size: 15, weight: 700, fill: C.primary }) +
    path('M318 118l6-6 6 6', 'none', { stroke: C.primary, 'stroke-width': 2 }) +
    card(16, 146, 328, 252) +
    items +
    title(432, 'VISTA GENERAL', 18) +
    fields
  )
}

function verificationTable(row) {
  return (
    card(16, 176, 328, 104) +
    rect(17, 177, 326, 34, C.bg) +
    text(28, 199, 'Fecha', { size: 12, weight: 700 }) +
    text(122, 199, 'Estado', { size: 12, weight: 700 }) +
    text(222, 199, 'Observación', { size: 12, weight: 700 }) +
    row
  )
}

function processingNote(y) {
  return (
    rect(16, y, 328, 62, '#e3edfb', { r: 10 }) +
    circle(38, y + 31, 11, C.link) +
    text(38, y + 36, 'i', { size: 14, weight: 800, fill: C.white, anchor: 'middle' }) +
    lines(
      58,
      y + 27,
      ['Las solicitudes se procesan de lunes', 'a viernes dentro de las 24 horas.'],
      12.5,
      18,
    )
  )
}

function requestVerificationScreen() {
  return (
    siteHeader() +
    title(116, 'SOLICITAR VERIFICACIÓN') +
    lines(16, 142, ['Verificá tu identidad para poder', 'cobrar tus premios.'], 13, 18, {
      fill: C.muted,
    }) +
    verificationTable(
      text(28, 252, 'Todavía no enviaste solicitudes.', { size: 12.5, fill: C.muted }),
    ) +
    button(16, 300, 328, 48, 'Solicitar Verificación', { size: 16 }) +
    processingNote(368)
  )
}

function uploadSlot(y, label) {
  return (
    text(16, y, label, { size: 12.5, weight: 700 }) +
    rect(16, y + 8, 328, 64, C.white, { r: 10, stroke: C.border, sw: 2, dash: '6 5' }) +
    button(104, y + 22, 152, 36, 'Elegir imagen', { size: 13, outline: C.primary })
  )
}

function nationalityScreen() {
  const options = ['Argentina', 'Brasil', 'Paraguay', 'Uruguay']
    .map((country, i) => {
      const y = 212 + i * 38
      const on = country === 'Paraguay'
      return (
        (on ? rect(17, y, 326, 38, C.soft) : '') +
        text(32, y + 25, country, { size: 15, weight: on ? 700 : 400 }) +
        (on ? check(310, y + 18, C.primary) : '')
      )
    })
    .join('')
  return (
    siteHeader() +
    title(116, 'VERIFICAR IDENTIDAD') +
    field(16, 148, 328, 'Nacionalidad', 'Paraguay', { accent: C.primary }) +
    path('M318 174l6-6 6 6', 'none', { stroke: C.primary, 'stroke-width': 2 }) +
    card(16, 206, 328, 164) +
    options +
    uploadSlot(396, 'Cédula, frente (máx. 25 MB)') +
    uploadSlot(490, 'Cédula, dorso (máx. 25 MB)') +
    uploadSlot(584, 'Selfie sosteniendo tu cédula (máx. 25 MB)')
  )
}

/** Front of an identity card: flag stripes, photo, data lines. */
function idFront(x, y) {
  return (
    rect(x, y, 104, 66, '#dbe6f6', { r: 6 }) +
    rect(x, y, 104, 5, '#d52b1e') +
    rect(x, y + 5, 104, 3, C.white) +
    rect(x, y + 8, 104, 4, '#0038a8') +
    rect(x + 8, y + 18, 30, 38, '#9fb3d1', { r: 3 }) +
    circle(x + 23, y + 31, 7, C.white) +
    path(`M${x + 11} ${y + 56}a12 10 0 0 1 24 0z`, C.white) +
    rect(x + 46, y + 22, 48, 5, '#7f93b5', { r: 2 }) +
    rect(x + 46, y + 33, 40, 5, '#7f93b5', { r: 2 }) +
    rect(x + 46, y + 44, 30, 5, '#7f93b5', { r: 2 })
  )
}

/** Back of an identity card: data lines and a barcode. */
function idBack(x, y) {
  const bars = [0, 3, 5, 9, 11, 14, 18, 20, 23, 27, 29, 33, 36, 38, 42, 45, 47, 51, 54, 57]
    .map(
      (dx, i) =>
        `M${x + 24 + dx * 1.2} ${y + 40}h${i % 3 === 0 ? 2 : 1}v18h-${i % 3 === 0 ? 2 : 1}z`,
    )
    .join('')
  return (
    rect(x, y, 104, 66, '#dbe6f6', { r: 6 }) +
    rect(x + 10, y + 12, 84, 5, '#7f93b5', { r: 2 }) +
    rect(x + 10, y + 23, 60, 5, '#7f93b5', { r: 2 }) +
    path(bars, C.text)
  )
}

/** A person holding the card next to the face. */
function selfie(x, y) {
  return (
    rect(x, y, 104, 66, '#efe3c8', { r: 6 }) +
    circle(x + 40, y + 28, 14, '#c68b59') +
    path(`M${x + 14} ${y + 66}a26 22 0 0 1 52 0z`, C.primary) +
    rect(x + 62, y + 26, 30, 20, '#dbe6f6', { r: 3, stroke: '#7f93b5' }) +
    rect(x + 64, y + 26, 30, 3, '#d52b1e') +
    circle(x + 66, y + 48, 6, '#c68b59')
  )
}

function uploadedRow(y, label, file, thumb) {
  return (
    card(16, y, 328, 94) +
    thumb(28, y + 14) +
    text(146, y + 30, label, { size: 14, weight: 700 }) +
    text(146, y + 50, file, { size: 12, fill: C.muted }) +
    text(146, y + 74, 'Quitar imagen', { size: 13, weight: 700, fill: C.link })
  )
}

function photosScreen() {
  return (
    siteHeader() +
    title(116, 'VERIFICAR IDENTIDAD') +
    field(16, 140, 328, 'Nacionalidad', 'Paraguay', { h: 38 }) +
    uploadedRow(198, 'Cédula, frente', 'frente.jpg · 2,1 MB', idFront) +
    uploadedRow(300, 'Cédula, dorso', 'dorso.jpg · 1,9 MB', idBack) +
    uploadedRow(402, 'Selfie con cédula', 'selfie.jpg · 3,4 MB', selfie) +
    text(180, 524, 'JPG, PNG o WEBP · máx. 25 MB cada una', {
      size: 12,
      fill: C.muted,
      anchor: 'middle',
    }) +
    button(16, 540, 328, 48, 'Enviar solicitud', { size: 16 })
  )
}

function verifiedScreen() {
  return (
    siteHeader() +
    title(116, 'SOLICITAR VERIFICACIÓN') +
    lines(16, 142, ['Verificá tu identidad para poder', 'cobrar tus premios.'], 13, 18, {
      fill: C.muted,
    }) +
    verificationTable(
      text(28, 252, '20/11/2026', { size: 12.5 }) +
        rect(116, 236, 76, 24, '#dcefe2', { r: 12 }) +
        text(154, 252, 'Aprobada', { size: 12, weight: 700, fill: C.success, anchor: 'middle' }) +
        text(222, 252, '—', { size: 12.5 }),
    ) +
    rect(16, 300, 328, 48, C.primary, { r: 24, opacity: 0.6 }) +
    check(84, 322) +
    text(190, 330, 'Cuenta verificada', {
      size: 16,
      weight: 700,
      fill: C.white,
      anchor: 'middle',
    }) +
    processingNote(368)
  )
}

function sidebarScreen() {
  const items = [
    'Inicio',
    'Resultados',
    'Reglamento',
    'Ganadores',
    'La Empresa',
    'Certificaciones',
    'Distribuidores',
  ]
    .map((item, i) => text(24, 108 + i * 42, item, { size: 15, weight: 600 }))
    .join('')
  return (
    siteHeader() +
    rect(0, 80, 360, 120, C.dark) +
    circle(300, 140, 30, C.accent) +
    circle(250, 160, 22, C.festive) +
    rect(0, 24, 360, 616, '#0a1428', { opacity: 0.55 }) +
    rect(0, 24, 280, 616, C.white) +
    path('M246 40l16 16m0-16-16 16', 'none', { stroke: C.text, 'stroke-width': 2.5 }) +
    text(24, 58, 'Menú', { size: 16, weight: 800, fill: C.primary }) +
    items +
    button(16, 410, 248, 48, 'Comprar Cartón', { fill: C.accent, color: C.text, size: 16 })
  )
}

const PACKS = [
  ['Cartón de la semana', '1 sorteo', 'Gs. 10.000', ''],
  ['PACK 12 SORTEOS', '12 sorteos seguidos', 'Gs. 114.000', '5%'],
  ['PACK 24 SORTEOS', '24 sorteos seguidos', 'Gs. 216.000', '10%'],
  ['PACK 48 SORTEOS', '48 sorteos seguidos', 'Gs. 408.000', '15%'],
]

function packsScreen() {
  const packs = PACKS.map(([name, draws, price, saving], i) => {
    const y = 172 + i * 114
    return (
      card(16, y, 328, 104) +
      text(32, y + 28, name, { size: 15, weight: 800, fill: C.primary }) +
      text(32, y + 48, draws, { size: 12.5, fill: C.muted }) +
      text(32, y + 84, price, { size: 19, weight: 800, fill: C.festive }) +
      (saving
        ? rect(270, y + 12, 62, 22, C.accent, { r: 11 }) +
          text(301, y + 27, `−${saving}`, { size: 12, weight: 800, anchor: 'middle' })
        : '') +
      button(190, y + 58, 140, 36, 'Elegir Cartones', { size: 13 })
    )
  }).join('')
  return (
    siteHeader() +
    title(116, 'COMPRAR CARTÓN') +
    rect(16, 128, 328, 34, '#fff4d6', { r: 8 }) +
    text(28, 150, 'Elegí un pack y después tus cartones.', { size: 12.5 }) +
    packs
  )
}

const TICKETS = [
  '004512',
  '004517',
  '004521',
  '004530',
  '004533',
  '004548',
  '004552',
  '004561',
  '004579',
]
const CHOSEN = new Set(['004517', '004521'])

function chooseScreen() {
  const grid = TICKETS.map((n, i) => {
    const x = 16 + (i % 3) * 113
    const y = 222 + Math.floor(i / 3) * 48
    const on = CHOSEN.has(n)
    return (
      rect(x, y, 102, 40, on ? C.primary : C.white, { r: 8, stroke: on ? C.primary : C.border }) +
      text(x + 51, y + 26, n, {
        size: 15,
        weight: 700,
        fill: on ? C.white : C.text,
        anchor: 'middle',
      })
    )
  }).join('')
  const chips = [...CHOSEN]
    .map(
      (n, i) =>
        rect(32 + i * 118, 424, 106, 32, C.soft, { r: 16 }) +
        text(44 + i * 118, 445, n, { size: 14, weight: 700 }) +
        path(`M${116 + i * 118} 434l10 10m0-10-10 10`, 'none', {
          stroke: C.festive,
          'stroke-width': 2,
        }),
    )
    .join('')
  return (
    siteHeader() +
    title(114, 'ELEGIR CARTÓN') +
    text(16, 136, 'Cartón de la semana', { size: 14, weight: 700 }) +
    rect(16, 148, 328, 42, '#fff4d6', { r: 8 }) +
    text(28, 174, 'Reserva de tus cartones', { size: 12.5 }) +
    text(332, 176, '09:58:41', { size: 19, weight: 800, fill: C.festive, anchor: 'end' }) +
    text(16, 212, 'Cartones disponibles', { size: 13, weight: 700 }) +
    grid +
    text(16, 386, 'Cargar más cartones', { size: 13, weight: 700, fill: C.link }) +
    card(16, 396, 328, 72) +
    text(32, 416, 'Cartones elegidos', { size: 12.5, weight: 700 }) +
    chips +
    text(16, 500, 'Total por 2 cartones', { size: 14, weight: 700 }) +
    text(344, 500, 'Gs. 20.000', { size: 16, weight: 800, anchor: 'end' }) +
    button(16, 516, 328, 48, 'Pagar Gs. 20.000', { size: 16 })
  )
}

/** Small glyph per payment method, for the checkout accordion. */
function methodIcon(key, x, y) {
  const color = PROVIDERS[key].color
  const glyph = {
    billetera: rect(x - 5, y - 8, 10, 16, 'none', { r: 2, stroke: C.white, sw: 2 }),
    tarjeta:
      rect(x - 8, y - 5, 16, 11, 'none', { r: 2, stroke: C.white, sw: 2 }) +
      rect(x - 8, y - 2, 16, 2, C.white),
    personal:
      rect(x - 8, y - 6, 16, 12, 'none', { r: 2, stroke: C.white, sw: 2 }) +
      circle(x + 4, y, 2, C.white),
    otra: path(`M${x - 6} ${y}h12M${x} ${y - 6}v12`, 'none', {
      stroke: C.white,
      'stroke-width': 2.5,
    }),
  }[key]
  return circle(x, y, 14, color) + glyph
}

/** "Pago de cartones" with one method open (or none). */
function checkoutScreen(openIndex) {
  let y = 158
  let rows = ''
  METHODS.forEach(([key, name], i) => {
    const open = i === openIndex
    const h = open ? 160 : 52
    rows +=
      (i > 0 ? rect(28, y, 304, 1, C.border) : '') +
      (open ? rect(17, y + 1, 326, h - 2, C.soft) : '') +
      methodIcon(key, 44, y + 26) +
      text(68, y + 31, name, {
        // The card's name is the longest: smaller, so it stays clear of the chevron.
        size: name.length > 28 ? 11.5 : 14.5,
        weight: open ? 800 : 600,
        fill: open ? C.primary : C.text,
      }) +
      (open
        ? path(`M318 ${y + 29}l6-6 6 6`, 'none', { stroke: C.primary, 'stroke-width': 2 }) +
          lines(
            32,
            y + 70,
            ['Al hacer clic en Pagar ahora te', `redirigimos a la página de pago.`],
            12.5,
            18,
            { fill: C.muted },
          ) +
          button(32, y + 100, 296, 44, 'Pagar ahora', { size: 15 })
        : chevron(318, y + 23))
    y += h
  })
  const summaryY = y + 16
  const summary = [
    ['Cantidad', '2'],
    ['Precio unitario', 'Gs. 10.000'],
    ['Descuento', 'Gs. 0'],
  ]
    .map(
      ([k, v], i) =>
        text(32, summaryY + 52 + i * 22, k, { size: 13, fill: C.muted }) +
        text(328, summaryY + 52 + i * 22, v, { size: 13, anchor: 'end' }),
    )
    .join('')
  return (
    siteHeader() +
    title(114, 'PAGO DE CARTONES') +
    rect(16, 130, 10, 8, C.success, { r: 1 }) +
    path('M18 130v-3a3 3 0 0 1 6 0v3', 'none', { stroke: C.success, 'stroke-width': 1.6 }) +
    text(32, 139, 'Tus transacciones son seguras y encriptadas.', { size: 12, fill: C.muted }) +
    card(16, 150, 328, y - 142) +
    rows +
    card(16, summaryY, 328, 150) +
    text(32, summaryY + 26, 'Resumen de tu compra', { size: 14, weight: 800 }) +
    summary +
    rect(28, summaryY + 112, 304, 1, C.border) +
    text(32, summaryY + 136, 'Total', { size: 15, weight: 800 }) +
    text(328, summaryY + 136, 'Gs. 20.000', { size: 16, weight: 800, anchor: 'end' })
  )
}

function myCardsScreen() {
  const group = (y, date, numbers) =>
    card(16, y, 328, 104) +
    text(32, y + 28, date, { size: 14, weight: 800, fill: C.primary }) +
    numbers
      .map(
        (n, i) =>
          rect(32 + i * 100, y + 44, 90, 40, C.soft, { r: 8, stroke: C.primary }) +
          text(77 + i * 100, y + 70, n, {
            size: 15,
            weight: 700,
            fill: C.primary,
            anchor: 'middle',
          }),
      )
      .join('')
  return (
    siteHeader() +
    title(118, 'MIS CARTONES') +
    group(136, 'Sorteo del 29/11/2026', ['004517', '004521']) +
    group(252, 'Sorteo del 22/11/2026', ['003988']) +
    text(180, 392, 'Tocá un número para ver sus jugadas.', {
      size: 12.5,
      fill: C.muted,
      anchor: 'middle',
    })
  )
}

// ---------------------------------------------------------------------------------------------
// Payment providers' pages (not this site: own header and colour)
// ---------------------------------------------------------------------------------------------

function walletNumberScreen(key, label, value, note) {
  const color = PROVIDERS[key].color
  return (
    providerHeader(key) +
    amountBox(96, color) +
    field(16, 194, 328, label, value, { accent: color }) +
    lines(16, 270, wrap(note, 44), 12.5, 18, { fill: C.muted }) +
    button(16, 320, 328, 48, 'Continuar', { fill: color, size: 16 })
  )
}

function pinPromptScreen() {
  const color = PROVIDERS.billetera.color
  return (
    walletNumberScreen('billetera', 'Número de tu billetera', '0981 123 456', '') +
    rect(0, 0, 360, 640, '#0a1428', { opacity: 0.6 }) +
    rect(28, 260, 304, 236, C.white, { r: 14 }) +
    text(48, 294, PROVIDERS.billetera.name, { size: 15, weight: 800, fill: color }) +
    lines(
      48,
      320,
      ['Pagá Gs. 20.000 a Sorteo Semanal.', 'Ingresá tu PIN para confirmar:'],
      13.5,
      20,
    ) +
    rect(48, 354, 264, 44, C.white, { r: 6, stroke: color, sw: 2 }) +
    [0, 1, 2, 3].map((i) => circle(150 + i * 20, 376, 5, C.text)).join('') +
    button(48, 424, 120, 44, 'Cancelar', { size: 14, outline: C.muted }) +
    button(192, 424, 120, 44, 'Enviar', { fill: color, size: 14 })
  )
}

function savedCardRow(y, last4, { selected = true, badge } = {}) {
  const color = PROVIDERS.tarjeta.color
  return (
    card(16, y, 328, 60) +
    circle(40, y + 30, 9, C.white, { stroke: selected ? color : C.muted, 'stroke-width': 2 }) +
    (selected ? circle(40, y + 30, 5, color) : '') +
    rect(60, y + 17, 40, 26, '#1e3a8a', { r: 4 }) +
    rect(60, y + 23, 40, 4, C.accent) +
    text(112, y + 35, `Visa •••• ${last4}`, { size: 15, weight: 700 }) +
    (badge
      ? rect(264, y + 19, 64, 22, '#dcefe2', { r: 11 }) +
        text(296, y + 34, badge, { size: 11.5, weight: 700, fill: C.success, anchor: 'middle' })
      : '')
  )
}

function cardListScreen({ empty, badge }) {
  const color = PROVIDERS.tarjeta.color
  const list = empty
    ? card(16, 206, 328, 60) +
      text(180, 241, 'Todavía no tenés tarjetas guardadas.', {
        size: 13,
        fill: C.muted,
        anchor: 'middle',
      })
    : savedCardRow(206, '4242', { badge })
  return (
    providerHeader('tarjeta') +
    amountBox(96, color) +
    text(16, 192, 'Tus tarjetas', { size: 15, weight: 800 }) +
    list +
    button(16, 282, 328, 44, '+ Agregar tarjeta', { size: 15, outline: color }) +
    (empty ? '' : button(16, 344, 328, 48, 'Pagar Gs. 20.000', { fill: color, size: 16 }))
  )
}

function cardFormScreen() {
  const color = PROVIDERS.tarjeta.color
  return (
    providerHeader('tarjeta') +
    text(16, 112, 'Agregar tarjeta', { size: 17, weight: 800 }) +
    rect(70, 126, 220, 132, '#1e3a8a', { r: 14 }) +
    rect(88, 148, 34, 26, C.accent, { r: 4 }) +
    text(88, 208, '•••• •••• •••• 4242', { size: 14, weight: 700, fill: C.white }) +
    text(90, 240, 'TITULAR', { size: 11, fill: C.white }) +
    text(272, 240, 'MM/AA', { size: 11, fill: C.white, anchor: 'end' }) +
    field(16, 286, 328, 'Número de tarjeta', '4242 4242 4242 4242', { accent: color }) +
    field(16, 356, 328, 'Nombre como figura en la tarjeta', 'ANA GONZÁLEZ') +
    field(16, 426, 156, 'Vencimiento', 'MM/AA', { muted: true }) +
    field(188, 426, 156, 'CVV', '•••') +
    button(16, 506, 328, 48, 'Guardar tarjeta', { fill: color, size: 16 })
  )
}

function bankCodeScreen() {
  const color = PROVIDERS.tarjeta.color
  const boxes = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        rect(36 + i * 50, 236, 40, 50, C.white, { r: 8, stroke: i < 4 ? color : C.border, sw: 2 }) +
        (i < 4
          ? text(56 + i * 50, 269, String((i * 3 + 4) % 10), {
              size: 20,
              weight: 800,
              anchor: 'middle',
            })
          : ''),
    )
    .join('')
  return (
    providerHeader('tarjeta') +
    rect(0, 80, 360, 60, '#ede9fe') +
    text(180, 116, 'Verificación de tu banco', {
      size: 17,
      weight: 800,
      fill: color,
      anchor: 'middle',
    }) +
    lines(180, 174, ['Ingresá el código que te enviamos', 'por SMS al 09•• ••• 123.'], 13.5, 20, {
      anchor: 'middle',
    }) +
    boxes +
    button(16, 316, 328, 48, 'Confirmar', { fill: color, size: 16 }) +
    text(180, 394, 'Reenviar código', { size: 13, weight: 700, fill: color, anchor: 'middle' })
  )
}

function cvvScreen() {
  const color = PROVIDERS.tarjeta.color
  return (
    providerHeader('tarjeta') +
    amountBox(96, color) +
    text(16, 192, 'Pagás con', { size: 15, weight: 800 }) +
    savedCardRow(206, '4242') +
    field(16, 296, 156, 'Código de seguridad', '•••', { accent: color }) +
    lines(188, 326, ['3 dígitos al', 'dorso'], 12, 16, { fill: C.muted }) +
    button(16, 376, 328, 48, 'Pagar Gs. 20.000', { fill: color, size: 16 })
  )
}

function approveInAppScreen() {
  const color = PROVIDERS.personal.color
  return (
    statusBar('#111827') +
    rect(0, 24, 360, 96, color) +
    text(20, 60, 'Mi billetera', { size: 18, weight: 800, fill: C.white }) +
    text(20, 86, 'Saldo disponible', { size: 12, fill: C.white }) +
    text(20, 108, 'Gs. 150.000', { size: 17, weight: 800, fill: C.white }) +
    card(16, 140, 328, 232) +
    circle(180, 184, 22, '#fce7f3') +
    path('M170 184h20m-7-7 7 7-7 7', 'none', { stroke: color, 'stroke-width': 3 }) +
    text(180, 232, 'Solicitud de pago', { size: 16, weight: 800, anchor: 'middle' }) +
    text(180, 256, 'Sorteo Semanal', { size: 13.5, fill: C.muted, anchor: 'middle' }) +
    text(180, 290, 'Gs. 20.000', { size: 22, weight: 800, fill: color, anchor: 'middle' }) +
    button(32, 312, 136, 44, 'Rechazar', { size: 14, outline: C.muted }) +
    button(192, 312, 136, 44, 'Aprobar', { fill: color, size: 15 })
  )
}

function walletLoginScreen() {
  const color = PROVIDERS.otra.color
  return (
    providerHeader('otra') +
    amountBox(96, color) +
    text(16, 192, 'Ingresá con tu cuenta de la billetera', { size: 14, weight: 800 }) +
    field(16, 218, 328, 'Usuario o número de celular', '0991 123 456', { accent: color }) +
    field(16, 290, 328, 'Contraseña', '••••••••') +
    button(16, 366, 328, 48, 'Ingresar', { fill: color, size: 16 })
  )
}

function walletConfirmScreen() {
  const color = PROVIDERS.otra.color
  return (
    providerHeader('otra') +
    text(16, 114, 'Confirmá tu pago', { size: 17, weight: 800 }) +
    card(16, 130, 328, 150) +
    text(32, 160, 'Comercio', { size: 13, fill: C.muted }) +
    text(328, 160, 'Sorteo Semanal', { size: 13, weight: 700, anchor: 'end' }) +
    text(32, 190, 'Saldo disponible', { size: 13, fill: C.muted }) +
    text(328, 190, 'Gs. 150.000', { size: 13, weight: 700, anchor: 'end' }) +
    rect(28, 210, 304, 1, C.border) +
    text(32, 250, 'Vas a pagar', { size: 15, weight: 800 }) +
    text(328, 252, 'Gs. 20.000', { size: 20, weight: 800, fill: color, anchor: 'end' }) +
    button(16, 300, 328, 48, 'Confirmar pago', { fill: color, size: 16 }) +
    text(180, 378, 'Cancelar y volver al comercio', {
      size: 13,
      weight: 700,
      fill: color,
      anchor: 'middle',
    })
  )
}

// ---------------------------------------------------------------------------------------------
// The illustrations: file, caption (title), description (aria-label), highlight and tap point
// ---------------------------------------------------------------------------------------------

/** Checkout with the method open: the same screen for a tab's first step and the card guide. */
function checkoutStep(file, index) {
  const name = METHODS[index][1]
  const top = 158 + index * 52
  return {
    file,
    caption: `Elegí «${name}» y tocá «Pagar ahora»`,
    label: `Pantalla Pago de cartones con la opción ${name} abierta y el botón Pagar ahora resaltado.`,
    focus: [17, top, 326, 160],
    tap: [292, top + 122],
    body: checkoutScreen(index),
  }
}

const IMAGES = [
  {
    file: 'verificacion-cuenta/paso-1',
    caption: 'Mi Cuenta › Solicitar Verificación',
    label: 'Menú de Mi Cuenta en el celular con la opción Solicitar Verificación resaltada.',
    focus: [17, 200, 326, 48],
    tap: [270, 224],
    body: accountMenuScreen(),
  },
  {
    file: 'verificacion-cuenta/paso-2',
    caption: 'Tocá «Solicitar Verificación»',
    label:
      'Pantalla Solicitar Verificación con la tabla de solicitudes vacía y el botón Solicitar Verificación resaltado.',
    focus: [16, 300, 328, 48],
    tap: [310, 324],
    body: requestVerificationScreen(),
  },
  {
    file: 'verificacion-cuenta/paso-3',
    caption: 'Elegí tu nacionalidad',
    label:
      'Formulario Verificar identidad con la lista de nacionalidades abierta y Paraguay elegido.',
    focus: [16, 134, 328, 236],
    tap: [230, 307],
    body: nationalityScreen(),
  },
  {
    file: 'verificacion-cuenta/paso-4',
    caption: 'Subí las tres fotos y tocá «Enviar solicitud»',
    label:
      'Formulario con las fotos del frente y del dorso de la cédula y una selfie sosteniéndola, y el botón Enviar solicitud.',
    focus: [16, 198, 328, 390],
    tap: [300, 564],
    body: photosScreen(),
  },
  {
    file: 'verificacion-cuenta/paso-5',
    caption: 'Cuando se aprueba: «Cuenta verificada»',
    label:
      'Pantalla Solicitar Verificación con la solicitud aprobada y el botón desactivado Cuenta verificada.',
    focus: [16, 176, 328, 172],
    body: verifiedScreen(),
  },
  checkoutStep('agregar-tarjeta/paso-1', 1),
  {
    file: 'agregar-tarjeta/paso-2',
    caption: 'Tocá «Agregar tarjeta»',
    label: 'Página segura de Bancard sin tarjetas guardadas y el botón Agregar tarjeta resaltado.',
    focus: [16, 282, 328, 44],
    tap: [300, 304],
    body: cardListScreen({ empty: true }),
  },
  {
    file: 'agregar-tarjeta/paso-3',
    caption: 'Cargá los datos y tocá «Guardar tarjeta»',
    label:
      'Formulario Agregar tarjeta de Bancard con número, nombre, vencimiento y CVV, y el botón Guardar tarjeta.',
    focus: [16, 270, 328, 284],
    tap: [300, 530],
    body: cardFormScreen(),
  },
  {
    file: 'agregar-tarjeta/paso-4',
    caption: 'Confirmá con el código de tu banco',
    label: 'Pantalla Verificación de tu banco con las casillas del código recibido por SMS.',
    focus: [16, 226, 328, 138],
    tap: [290, 340],
    body: bankCodeScreen(),
  },
  {
    file: 'agregar-tarjeta/paso-5',
    caption: 'Elegí tu tarjeta y pagá',
    label:
      'Lista Tus tarjetas con la tarjeta nueva elegida y el botón Pagar Gs. 20.000 de Bancard.',
    focus: [16, 206, 328, 186],
    tap: [300, 368],
    body: cardListScreen({ badge: 'Nueva' }),
  },
  {
    file: 'como-comprar/paso-1',
    caption: 'Abrí el menú y tocá «Comprar Cartón»',
    label: 'Menú del sitio abierto en el celular con el botón Comprar Cartón resaltado.',
    focus: [16, 410, 248, 48],
    tap: [236, 434],
    body: sidebarScreen(),
  },
  {
    file: 'como-comprar/paso-2',
    caption: 'Elegí un pack y tocá «Elegir Cartones»',
    label:
      'Pantalla Comprar Cartón con el cartón de la semana a Gs. 10.000 y los packs de 12, 24 y 48 sorteos.',
    focus: [16, 172, 328, 104],
    tap: [318, 248],
    body: packsScreen(),
  },
  {
    file: 'como-comprar/paso-3',
    caption: 'Elegí tus cartones mientras dura la reserva',
    label:
      'Pantalla Elegir Cartón con el contador de reserva, los cartones disponibles y dos cartones elegidos.',
    focus: [16, 148, 328, 320],
    tap: [200, 256],
    body: chooseScreen(),
  },
  {
    file: 'como-comprar/paso-4',
    caption: 'Tocá «Pagar» y elegí el medio de pago',
    label:
      'Pantalla Pago de cartones con los cuatro medios de pago y el resumen de la compra por Gs. 20.000.',
    focus: [16, 150, 328, 216],
    body: checkoutScreen(-1),
  },
  checkoutStep('como-comprar/billetera/paso-1', 0),
  {
    file: 'como-comprar/billetera/paso-2',
    caption: 'Ingresá tu número de línea',
    label: 'Página de pago de Tigo Money con el importe y el campo para el número de línea.',
    focus: [16, 180, 328, 188],
    tap: [300, 344],
    body: walletNumberScreen(
      'billetera',
      'Número de tu billetera',
      '0981 123 456',
      'Te vamos a pedir tu PIN en el celular para confirmar el pago.',
    ),
  },
  {
    file: 'como-comprar/billetera/paso-3',
    caption: 'Confirmá con tu PIN',
    label: 'Mensaje de Tigo Money en el celular que pide el PIN para pagar Gs. 20.000.',
    focus: [28, 260, 304, 236],
    tap: [298, 446],
    body: pinPromptScreen(),
  },
  checkoutStep('como-comprar/tarjeta/paso-1', 1),
  {
    file: 'como-comprar/tarjeta/paso-2',
    caption: 'Elegí tu tarjeta o agregá una',
    label: 'Página segura de Bancard con una tarjeta guardada y el botón Agregar tarjeta.',
    focus: [16, 176, 328, 150],
    tap: [40, 236],
    body: cardListScreen({}),
  },
  {
    file: 'como-comprar/tarjeta/paso-3',
    caption: 'Ingresá el CVV y tocá «Pagar»',
    label: 'Página de Bancard con el campo Código de seguridad y el botón Pagar.',
    focus: [16, 280, 328, 144],
    tap: [300, 400],
    body: cvvScreen(),
  },
  checkoutStep('como-comprar/personal/paso-1', 2),
  {
    file: 'como-comprar/personal/paso-2',
    caption: 'Ingresá tu número de línea',
    label:
      'Página de pago de Billetera Personal con el importe y el campo para el número de línea.',
    focus: [16, 180, 328, 188],
    tap: [300, 344],
    body: walletNumberScreen(
      'personal',
      'Número de línea',
      '0971 123 456',
      'Te enviamos una solicitud de pago a la app de tu billetera.',
    ),
  },
  {
    file: 'como-comprar/personal/paso-3',
    caption: 'Aprobá el pago en la app',
    label: 'App de Billetera Personal con la solicitud de pago de Gs. 20.000 y el botón Aprobar.',
    focus: [16, 140, 328, 232],
    tap: [312, 334],
    body: approveInAppScreen(),
  },
  checkoutStep('como-comprar/otra/paso-1', 3),
  {
    file: 'como-comprar/otra/paso-2',
    caption: 'Ingresá con tu cuenta',
    label: 'Página de Zimple con los campos usuario y contraseña y el botón Ingresar.',
    focus: [16, 176, 328, 238],
    tap: [290, 390],
    body: walletLoginScreen(),
  },
  {
    file: 'como-comprar/otra/paso-3',
    caption: 'Tocá «Confirmar pago»',
    label: 'Página de Zimple con el resumen del pago de Gs. 20.000 y el botón Confirmar pago.',
    focus: [16, 130, 328, 218],
    tap: [300, 324],
    body: walletConfirmScreen(),
  },
  {
    file: 'como-comprar/mis-cartones',
    caption: 'Tus cartones, en «Mis Cartones»',
    label: 'Pantalla Mis Cartones con los cartones comprados agrupados por fecha de sorteo.',
    focus: [16, 136, 328, 104],
    body: myCardsScreen(),
  },
]

// ---------------------------------------------------------------------------------------------
// Composition
// ---------------------------------------------------------------------------------------------

function svgRoot(width, height, viewBox, image, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" ` +
    `role="img" aria-label="${esc(image.label)}" font-family="${FONT}" font-size="14" fill="${C.text}">` +
    `<title>${esc(image.caption)}</title>${body}</svg>\n`
  )
}

const screenBackground = rect(0, 0, 360, 640, C.bg)

function ring([x, y, w, h]) {
  return rect(x - 3, y - 3, w + 6, h + 6, 'none', { r: 10, stroke: C.festive, sw: 4 })
}

function tapMark(tap) {
  if (!tap) return ''
  const [x, y] = tap
  // A hollow ring, so the label under the finger stays readable.
  return circle(x, y, 17, C.festive, { 'fill-opacity': 0.18, stroke: C.festive, 'stroke-width': 3 })
}

/** 540x960: the screen alone, drawn in its own 360x640 coordinates. */
function mobileSvg(image) {
  return svgRoot(
    540,
    960,
    '0 0 360 640',
    image,
    screenBackground + image.body + ring(image.focus) + tapMark(image.tap),
  )
}

/** 1200x675: the phone on the left, the highlighted part enlarged on the right, and a caption. */
function desktopSvg(image) {
  const scale = 0.85
  const phone = { x: 120, y: 31, w: 360 * scale + 28, h: 640 * scale + 70 }
  const sx = phone.x + 14
  const sy = phone.y + 35
  const [fx, fy, fw, fh] = image.focus
  const pad = 10
  const zoom = Math.min(560 / (fw + 2 * pad), 380 / (fh + 2 * pad), 2.4)
  const zw = (fw + 2 * pad) * zoom
  const zh = (fh + 2 * pad) * zoom
  const captionLines = wrap(image.caption, 30)
  const block = zh + 34 + captionLines.length * 40
  const zx = 850 - zw / 2
  const zy = (675 - block) / 2
  const connectors = [
    [sx + (fx + fw + 3) * scale, sy + (fy - 3) * scale, zx, zy],
    [sx + (fx + fw + 3) * scale, sy + (fy + fh + 3) * scale, zx, zy + zh],
  ]
    .map(([x1, y1, x2, y2]) =>
      el('line', {
        x1,
        y1,
        x2,
        y2,
        stroke: C.festive,
        'stroke-width': 2,
        'stroke-dasharray': '6 6',
      }),
    )
    .join('')
  const body =
    `<defs><g id="s">${screenBackground}${image.body}</g>` +
    `<clipPath id="p">${rect(0, 0, 360, 640, C.white)}</clipPath><clipPath id="z">${rect(zx, zy, zw, zh, C.white, { r: 16 })}</clipPath></defs>` +
    rect(0, 0, 1200, 675, '#e6edf8') +
    circle(1150, 40, 110, C.accent, { 'fill-opacity': 0.35 }) +
    circle(40, 660, 90, C.primary, { 'fill-opacity': 0.08 }) +
    rect(phone.x, phone.y, phone.w, phone.h, '#111827', { r: 40 }) +
    rect(phone.x + phone.w / 2 - 30, phone.y + 14, 60, 8, '#374151', { r: 4 }) +
    rect(phone.x + phone.w / 2 - 50, phone.y + phone.h - 20, 100, 5, '#4b5563', { r: 2.5 }) +
    `<g transform="translate(${sx} ${sy}) scale(${scale})"><use href="#s" clip-path="url(#p)"/>${ring(image.focus)}${tapMark(image.tap)}</g>` +
    connectors +
    rect(zx + 4, zy + 6, zw, zh, C.primary, { r: 16, opacity: 0.15 }) +
    `<g clip-path="url(#z)"><g transform="translate(${r1(zx - (fx - pad) * zoom)} ${r1(zy - (fy - pad) * zoom)}) scale(${r1(zoom * 1000) / 1000})"><use href="#s"/>${tapMark(image.tap)}</g></g>` +
    rect(zx, zy, zw, zh, 'none', { r: 16, stroke: C.festive, sw: 4 }) +
    lines(850, zy + zh + 34 + 30, captionLines, 32, 40, {
      weight: 800,
      fill: C.primary,
      anchor: 'middle',
    })
  return svgRoot(1200, 675, '0 0 1200 675', image, body)
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const written = []
function write(rel, content) {
  const file = join(root, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  written.push([rel, Buffer.byteLength(content)])
}

for (const image of IMAGES) {
  write(`${image.file}.svg`, desktopSvg(image))
  write(`${image.file}-movil.svg`, mobileSvg(image))
}

const tooBig = written.filter(([, bytes]) => bytes >= MAX_BYTES)
for (const [rel, bytes] of written) console.log(`${String(bytes).padStart(6)}  public/ayuda/${rel}`)
if (tooBig.length > 0) {
  console.error(`Over ${MAX_BYTES} bytes: ${tooBig.map(([rel]) => rel).join(', ')}`)
  process.exit(1)
}
