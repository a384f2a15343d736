// The token of a link that stands alone (no bearer: the browser downloads by following it): `<subject>.<expires
// ms>.<HMAC-SHA256>`, the HMAC over the purpose, the subject and the expiry. It names one thing, serves one purpose
// (a token made for one purpose never passes for another, even under the same secret) and expires.
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface LinkPurpose {
  name: string
  validMs: number
}

const signature = (secret: string, purpose: LinkPurpose, subject: string, expires: number) =>
  createHmac('sha256', secret).update(`${purpose.name}|${subject}|${expires}`).digest('base64url')

export function signLinkToken(secret: string, purpose: LinkPurpose, subject: string, now: Date): string {
  const expires = now.getTime() + purpose.validMs
  return `${subject}.${expires}.${signature(secret, purpose, subject, expires)}`
}

/** The subject a token names, or null when it is malformed, forged, of another purpose or expired. */
export function subjectOfLinkToken(secret: string, purpose: LinkPurpose, token: string, now: Date): string | null {
  const [subject, expiresText, given, ...rest] = token.split('.')
  if (rest.length > 0 || !subject || !/^[0-9]{1,15}$/.test(expiresText ?? '') || !given) return null
  const expires = Number(expiresText)
  const expected = Buffer.from(signature(secret, purpose, subject, expires))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return expires > now.getTime() ? subject : null
}
