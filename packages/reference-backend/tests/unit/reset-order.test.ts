/** @jest-environment node */
import { hashPassword } from '../../src/auth/passwords'
import type { Database } from '../../src/db/client'
import { passwordResetRoutes } from '../../src/handlers/password-reset'

// A new password by reset link costs a scrypt hash: a link that does not work must cost only its
// lookup (400 such calls once slowed every login twentyfold). The throttle is the contract test's.

jest.mock('../../src/auth/passwords', () => ({
  hashPassword: jest.fn(async () => 'scrypt$hash'),
}))
jest.mock('../../src/throttle', () => ({
  take: jest.fn(async () => undefined),
}))

/** A database in which no reset link exists: every lookup finds nothing, nothing else is used. */
const noLinks = {
  select: () => ({ from: () => ({ where: async () => [] }) }),
  transaction: async () => {
    throw new Error('no transaction for a link that does not exist')
  },
} as unknown as Database

describe('POST rest/recuperar-pass', () => {
  it('checks the link before hashing the new password', async () => {
    const handler = passwordResetRoutes['POST rest/recuperar-pass']!
    const url = new URL('http://localhost/servicios/rest/recuperar-pass?auth=inventado')
    const reply = await handler({
      db: noLinks,
      url,
      params: {},
      clientAddress: '203.0.113.5',
      inProcess: false,
      request: new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pass: 'una-clave-nueva' }),
      }),
    })
    expect(await reply.json()).toEqual({
      error: true,
      mensaje: 'El enlace no es válido o ya expiró.',
    })
    expect(hashPassword).not.toHaveBeenCalled()
  })
})
