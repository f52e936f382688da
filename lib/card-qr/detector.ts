// Reads QR codes from a video frame: the browser's own BarcodeDetector where it has one that
// reads QR (Chrome on Android and macOS, Safari), otherwise the `barcode-detector` ponyfill
// (ZXing compiled to WebAssembly). The ponyfill's decoder comes from this site,
// public/scanner/ (scripts/build/copy-scanner-wasm.mjs), never from its default CDN. Loaded only when
// the player opens the scanner.

export interface QrDetector {
  /** The texts of the QR codes in the frame (none: an empty list). */
  detect(source: HTMLVideoElement): Promise<string[]>
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike
  getSupportedFormats(): Promise<readonly string[]>
}

const wrap = (detector: DetectorLike): QrDetector => ({
  detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue),
})

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (!Native) return null
  try {
    const formats = await Native.getSupportedFormats()
    return formats.includes('qr_code') ? wrap(new Native({ formats: ['qr_code'] })) : null
  } catch {
    return null
  }
}

/** Where the ponyfill's decoder is served (the version keeps a stale cache from mixing them). */
const scannerWasmPath = (version: string) => `/scanner/zxing_reader-${version}.wasm`

async function ponyfillDetector(): Promise<QrDetector> {
  const { BarcodeDetector, ZXING_WASM_VERSION, prepareZXingModule } = await import(
    'barcode-detector/ponyfill'
  )
  // Instantiated now, so that a decoder that cannot load fails here, before the camera opens.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? scannerWasmPath(ZXING_WASM_VERSION) : prefix + path,
    },
    fireImmediately: true,
  })
  return wrap(new BarcodeDetector({ formats: ['qr_code'] }))
}

export async function createQrDetector(): Promise<QrDetector> {
  return (await nativeDetector()) ?? (await ponyfillDetector())
}
