/** @jest-environment node */
import { uploadDeadline, UploadTooSlowError } from '../src/upload-deadline'

// two accounts sending a byte a second held both upload slots for 309.8 s (Node's own
// 300 s request timeout). A body is now cut once it falls behind: a trickle after 10 s, any body
// after UPLOAD_BODY_SECONDS.

/** A reader whose every chunk comes `everyMs` after the previous one, `bytes` long. */
function trickle(everyMs: number, bytes: number): ReadableStreamDefaultReader<Uint8Array> {
  return {
    read: () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ done: false, value: new Uint8Array(bytes) }), everyMs),
      ),
  } as ReadableStreamDefaultReader<Uint8Array>
}

/** Reads until the deadline refuses; the simulated seconds it took. */
async function secondsUntilCut(reader: ReadableStreamDefaultReader<Uint8Array>, env = {}) {
  const started = Date.now()
  const deadline = uploadDeadline(env as NodeJS.ProcessEnv)
  const reading = (async () => {
    for (;;) await deadline.read(reader)
  })()
  let cutAt = 0
  const outcome = reading.then(
    () => undefined,
    (error: unknown) => {
      cutAt = Date.now()
      return error
    },
  )
  await jest.advanceTimersByTimeAsync(400_000)
  const error = await outcome
  expect(error).toBeInstanceOf(UploadTooSlowError)
  return (cutAt - started) / 1000
}

describe('uploadDeadline', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') }))
  afterEach(() => jest.useRealTimers())

  it('cuts a body of a byte a second after its first 10 s, not at 300', async () => {
    expect(await secondsUntilCut(trickle(1000, 1))).toBeLessThanOrEqual(10)
  })

  it('cuts a body that stops arriving', async () => {
    const stalled = { read: () => new Promise(() => undefined) }
    expect(
      await secondsUntilCut(stalled as ReadableStreamDefaultReader<Uint8Array>),
    ).toBeLessThanOrEqual(10)
  })

  it('cuts a body that keeps the minimum rate once the whole deadline has passed', async () => {
    // 32 kB a second: above the 16 kB/s minimum, but 75 MB would take 40 minutes.
    expect(await secondsUntilCut(trickle(1000, 32 * 1024))).toBe(60)
    expect(await secondsUntilCut(trickle(1000, 32 * 1024), { UPLOAD_BODY_SECONDS: '30' })).toBe(30)
  })

  it('lets a phone’s upload through: three 4 MB photos at 2 Mbit/s', async () => {
    const deadline = uploadDeadline({} as NodeJS.ProcessEnv)
    const reader = trickle(100, 25_000)
    let received = 0
    const reading = (async () => {
      while (received < 12_000_000) received += (await deadline.read(reader)).value!.byteLength
    })()
    await jest.advanceTimersByTimeAsync(70_000)
    await expect(reading).resolves.toBeUndefined()
  })
})
