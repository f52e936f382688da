/** @jest-environment node */
import { verifyRecaptchaToken } from '../src/recaptcha-check'

describe("the embedded backend's reCAPTCHA check", () => {
  const original = process.env.RECAPTCHA_SECRET
  afterEach(() => {
    process.env.RECAPTCHA_SECRET = original
    jest.restoreAllMocks()
  })

  it('is skipped, with a log line, without RECAPTCHA_SECRET', async () => {
    delete process.env.RECAPTCHA_SECRET
    const info = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    await expect(verifyRecaptchaToken(undefined, 'formulario_contacto')).resolves.toBe(true)
    expect(info).toHaveBeenCalledWith(expect.stringContaining('no se verifica'))
    info.mockRestore()
  })

  it('with a secret, refuses a missing token without calling Google', async () => {
    process.env.RECAPTCHA_SECRET = 'secreto'
    const fetchSpy = jest.spyOn(globalThis, 'fetch')
    await expect(verifyRecaptchaToken('', '')).resolves.toBe(false)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it("with a secret, follows Google's answer: success, action and score", async () => {
    process.env.RECAPTCHA_SECRET = 'secreto'
    const answer = (body: unknown) =>
      jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json(body))
    answer({ success: true, score: 0.9, action: 'formulario_contacto' })
    await expect(verifyRecaptchaToken('t', 'formulario_contacto')).resolves.toBe(true)
    answer({ success: true, score: 0.1 })
    await expect(verifyRecaptchaToken('t', '')).resolves.toBe(false)
    answer({ success: true, score: 0.9, action: 'otra' })
    await expect(verifyRecaptchaToken('t', 'formulario_contacto')).resolves.toBe(false)
    answer({ success: false })
    await expect(verifyRecaptchaToken('t', '')).resolves.toBe(false)
  })
})
