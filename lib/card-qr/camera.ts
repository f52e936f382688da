// The phone's rear camera for the scanner, and what went wrong when there is none.

export type CameraFailure = 'denied' | 'noCamera' | 'unavailable'

/** Asks for the camera (the rear one when there are several); video only. */
export async function openRearCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    // Old browsers, and any page not on https or localhost: there is no camera API at all.
    throw new DOMException('No camera API', 'NotFoundError')
  }
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
  })
}

/** The player's words for a failed getUserMedia (MDN's list of its errors). */
export function cameraFailure(error: unknown): CameraFailure {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera'
  return 'unavailable'
}

export function stopCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop())
}
