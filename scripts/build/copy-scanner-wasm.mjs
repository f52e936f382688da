#!/usr/bin/env node
// Puts the QR scanner's ZXing WebAssembly (the `barcode-detector` polyfill's decoder, from
// `zxing-wasm`) under public/scanner/, named by its version, so browsers without a native
// BarcodeDetector load it from this site and not from a CDN (players' networks and this machine
// may not reach one). Runs before `next build` and `next dev` (npm's prebuild/predev). The copy
// keeps the package file's time, so it never makes the build look stale (scripts/lib/build.mjs).
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const PACKAGE = path.join(ROOT, 'node_modules', 'zxing-wasm')
const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8'))
const source = path.join(PACKAGE, 'dist', 'reader', 'zxing_reader.wasm')
const folder = path.join(ROOT, 'public', 'scanner')
const name = `zxing_reader-${version}.wasm`

fs.mkdirSync(folder, { recursive: true })
for (const old of fs.readdirSync(folder)) {
  if (old !== name) fs.rmSync(path.join(folder, old))
}
fs.cpSync(source, path.join(folder, name), { preserveTimestamps: true })
console.log(`› scanner decoder: public/scanner/${name}`)
