/** @jest-environment node */
import { DECOY_HASH, hashPassword, verifyPassword } from '../../src/auth/passwords'

describe('embedded backend passwords (scrypt)', () => {
  it('stores scrypt$salt$hash, never the password, with a fresh salt each time', async () => {
    const first = await hashPassword('demo1234')
    const second = await hashPassword('demo1234')
    expect(first).toMatch(/^scrypt\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/)
    expect(first).not.toContain('demo1234')
    expect(first).not.toBe(second)
  })

  it('verifies the right password only', async () => {
    const stored = await hashPassword('clave-secreta')
    await expect(verifyPassword('clave-secreta', stored)).resolves.toBe(true)
    await expect(verifyPassword('clave-secretA', stored)).resolves.toBe(false)
    await expect(verifyPassword('', stored)).resolves.toBe(false)
  })

  it('never matches the decoy hash or a malformed one', async () => {
    await expect(verifyPassword('', DECOY_HASH)).resolves.toBe(false)
    await expect(verifyPassword('demo1234', 'demo1234')).resolves.toBe(false)
    await expect(verifyPassword('x', 'scrypt$$')).resolves.toBe(false)
  })
})
