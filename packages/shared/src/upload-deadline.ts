// How long an identity upload may take to arrive. Node lets a body trickle in for 300 s
// (`requestTimeout`), and an upload holds one of the process's few slots all that time: two
// accounts sending a byte a second kept every other player from verifying for five minutes. So a
// body must arrive whole within UPLOAD_BODY_SECONDS (default 60: three phone photos of 4 MB take 48 s
// at 2 Mbit/s), and after its first 10 s at no less than 16 kB/s on average (a trickle is cut there,
// not at the end). Both doors read their body through it: /api/verificacion and the backend's.

export const DEFAULT_UPLOAD_BODY_SECONDS = 60
const GRACE_MS = 10_000
const MIN_BYTES_PER_SECOND = 16 * 1024

export class UploadTooSlowError extends Error {
  constructor() {
    super('El envío tardó demasiado.')
    this.name = 'UploadTooSlowError'
  }
}

export interface UploadDeadline {
  /** The next chunk of `reader`, or UploadTooSlowError once the body has fallen behind. */
  read(
    reader: ReadableStreamDefaultReader<Uint8Array>,
  ): Promise<ReadableStreamReadResult<Uint8Array>>
}

export function uploadBodyMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.UPLOAD_BODY_SECONDS)
  return (Number.isFinite(value) && value > 0 ? value : DEFAULT_UPLOAD_BODY_SECONDS) * 1000
}

/** A clock started now: each read waits only until the body would be too slow or too late. */
export function uploadDeadline(
  env: NodeJS.ProcessEnv = process.env,
  now: () => number = Date.now,
): UploadDeadline {
  const started = now()
  const last = started + uploadBodyMs(env)
  let received = 0
  return {
    async read(reader) {
      // With `received` bytes so far, the average falls below the minimum at this instant.
      const behind = started + Math.max(GRACE_MS, (received / MIN_BYTES_PER_SECOND) * 1000)
      const wait = Math.min(last, behind) - now()
      if (wait <= 0) throw new UploadTooSlowError()
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new UploadTooSlowError()), wait)
      })
      try {
        const result = await Promise.race([reader.read(), late])
        if (!result.done) received += result.value.byteLength
        return result
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
