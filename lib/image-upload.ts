import { sniffImage } from './image-type'
import { MAX_IMAGE_BYTES } from './validation/account'

// What the identity upload checks in the browser before a file is kept: the same limit
// (MAX_IMAGE_BYTES) and the same byte sniffing (sniffImage) as /api/verificacion, so the player
// hears about a wrong file when choosing it, not after sending three.

export type ImageProblem = 'empty' | 'tooLarge' | 'wrongType'

/** The first bytes the sniffer needs (a WEBP header is 12 bytes long). */
export const SNIFF_BYTES = 12

export function imageProblem(size: number, head: Uint8Array): ImageProblem | null {
  if (size === 0) return 'empty'
  if (size > MAX_IMAGE_BYTES) return 'tooLarge'
  return sniffImage(head) ? null : 'wrongType'
}

export async function checkImageFile(file: File): Promise<ImageProblem | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  return imageProblem(file.size, head)
}
