import fs from 'node:fs'
import QRCode from 'qrcode'

// Pictures for Chromium's fake camera (--use-file-for-fake-video-capture): a QR code centred on
// white, as a Y4M video (YUV 4:2:0, the format Chromium reads). The QR comes from the site's own
// SVG (app/api/carton-qr) or from any text, so a test can show the camera what a player would.

const WIDTH = 640
const HEIGHT = 480
const FRAMES = 3

/** Dark modules of a QR SVG as drawn by `qrcode` (rows of `M x y.5` / `m dx 0` / `h n`). */
export function modulesOfSvg(svg: string): boolean[][] {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1])
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1]
  if (!size || !path) throw new Error('not a QR SVG of qrcode')
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  let x = 0
  let y = 0
  for (const [, command, a, b] of path.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (command === 'M') {
      x = Number(a)
      y = Math.floor(Number(b))
    } else if (command === 'm') {
      x += Number(a)
    } else {
      for (let i = 0; i < Number(a); i++) grid[y]![x + i] = true
      x += Number(a)
    }
  }
  return grid
}

/** Dark modules of a QR code of `text`, with a four-module quiet zone. */
export function modulesOfText(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = modules.size + 8
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => {
      const r = row - 4
      const c = col - 4
      return r >= 0 && c >= 0 && r < modules.size && c < modules.size && !!modules.get(r, c)
    }),
  )
}

/** Writes a Y4M file showing `grid` (true = black) in the middle of a white frame. */
export function writeY4m(file: string, grid: boolean[][]): void {
  const size = grid.length
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.85) / size)
  const left = Math.floor((WIDTH - size * scale) / 2)
  const top = Math.floor((HEIGHT - size * scale) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235)
  for (let y = 0; y < size * scale; y++) {
    for (let x = 0; x < size * scale; x++) {
      if (grid[Math.floor(y / scale)]![Math.floor(x / scale)]) {
        luma[(top + y) * WIDTH + left + x] = 16
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  fs.writeFileSync(file, Buffer.concat([header, ...Array<Buffer>(FRAMES).fill(frame)]))
}
