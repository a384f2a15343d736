// The token of a file download URL: `<fileId>.<expires ms>.<HMAC-SHA256>` signed with the server's FILE_URL_SECRET.
// It stands alone (no bearer: the browser downloads by navigating to the URL), names one file and expires soon.
import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a download URL works after getAnnexDownloadUrl answered it. */
export const ANNEX_URL_VALID_MS = 5 * 60 * 1000

const signature = (secret: string, fileId: string, expires: number) =>
  createHmac('sha256', secret).update(`annex|${fileId}|${expires}`).digest('base64url')

export function signDownloadToken(secret: string, fileId: string, now: Date): string {
  const expires = now.getTime() + ANNEX_URL_VALID_MS
  return `${fileId}.${expires}.${signature(secret, fileId, expires)}`
}

/** The file a token names, or null when it is malformed, forged or expired. */
export function fileOfDownloadToken(secret: string, token: string, now: Date): string | null {
  const [fileId, expiresText, given, ...rest] = token.split('.')
  if (rest.length > 0 || !fileId || !/^[0-9]{1,15}$/.test(expiresText ?? '') || !given) return null
  const expires = Number(expiresText)
  const expected = Buffer.from(signature(secret, fileId, expires))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return expires > now.getTime() ? fileId : null
}
