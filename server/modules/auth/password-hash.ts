// Slow hashing of the legacy login's password. The client sends md5(password) as lowercase hex; we store only
// scrypt(md5hex) with a random salt, so a leaked table gives neither the password nor the value the client sends.
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const PARAMS = { N: 16384, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_BYTES = 16

function scryptAsync(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(secret, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))))
}

/** What the client computes from the plain password (storefront.md section 5: "password is sent hashed"). */
export const clientPasswordDigest = (password: string) => createHash('md5').update(password, 'utf8').digest('hex')

/** Stored as scrypt$N$r$p$salt$key (base64url), so parameters can be raised later without breaking old rows. */
export async function hashPassword(md5Hex: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await scryptAsync(md5Hex, salt, KEY_LENGTH, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

// Compared against when the account does not exist, so an unknown account costs the same time as a known one.
const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(SALT_BYTES).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`

export async function verifyPassword(md5Hex: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? DUMMY_HASH).split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await scryptAsync(md5Hex, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) })
  return timingSafeEqual(actual, expected) && stored !== undefined && stored !== null
}
