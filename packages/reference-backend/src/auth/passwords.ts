import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto'

// Player passwords: scrypt with a random 16-byte salt and a 64-byte key, stored as
// `scrypt$<salt b64>$<hash b64>`. Never compared as text.

const KEY_LENGTH = 64
const SALT_BYTES = 16
const PREFIX = 'scrypt'

function derive(password: BinaryLike, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt)
  return `${PREFIX}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, salt, hash] = stored.split('$')
  if (prefix !== PREFIX || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await derive(password, Buffer.from(salt, 'base64'))
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/**
 * A hash no password matches, checked when the e-mail is unknown so that a wrong e-mail takes
 * as long as a wrong password and does not reveal which accounts exist.
 */
export const DECOY_HASH = `${PREFIX}$${Buffer.alloc(SALT_BYTES).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`
