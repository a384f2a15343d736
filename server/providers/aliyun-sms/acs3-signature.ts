// Alibaba Cloud's V3 request signature (ACS3-HMAC-SHA256): a canonical request of method, path, sorted query,
// the signed headers (host, content-type and every x-acs-* header, lower case, sorted) and the body's SHA-256;
// StringToSign = "ACS3-HMAC-SHA256\n" + hex(sha256(canonical request)); Signature = hex(HMAC-SHA256(secret, it)).
import { createHash, createHmac } from 'node:crypto'

export const ACS3_ALGORITHM = 'ACS3-HMAC-SHA256'

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** RFC 3986 percent-encoding as the platform wants it: space %20, '*' %2A, '~' kept. */
export function acsPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** Sorted by encoded name, name=value joined by '&'. */
export function canonicalQueryString(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([k, v]) => [acsPercentEncode(k), acsPercentEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
}

export interface CanonicalInput {
  method: string
  /** The encoded resource path, "/" for RPC-style APIs such as SendSms. */
  path: string
  query: Record<string, string>
  /** The headers to sign (any case); host, content-type and x-acs-* are the ones the platform expects. */
  headers: Record<string, string>
  /** hex SHA-256 of the body (the x-acs-content-sha256 header). */
  payloadHash: string
}

export function signedHeaderNames(headers: Record<string, string>): string[] {
  return Object.keys(headers)
    .map((h) => h.toLowerCase())
    .filter((h) => h === 'host' || h === 'content-type' || h.startsWith('x-acs-'))
    .sort()
}

export function canonicalRequest(input: CanonicalInput): { canonical: string; signedHeaders: string } {
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()]))
  const names = signedHeaderNames(input.headers)
  const canonicalHeaders = names.map((n) => `${n}:${lower[n]}\n`).join('')
  const signedHeaders = names.join(';')
  const canonical = [
    input.method.toUpperCase(),
    input.path,
    canonicalQueryString(input.query),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n')
  return { canonical, signedHeaders }
}

export function stringToSign(canonical: string): string {
  return `${ACS3_ALGORITHM}\n${sha256Hex(canonical)}`
}

export function acs3Signature(secret: string, canonical: string): string {
  return createHmac('sha256', secret).update(stringToSign(canonical)).digest('hex')
}

/** The Authorization header for a request: canonical request, signature, header value. */
export function acs3Authorization(accessKeyId: string, secret: string, input: CanonicalInput): string {
  const { canonical, signedHeaders } = canonicalRequest(input)
  return `${ACS3_ALGORITHM} Credential=${accessKeyId},SignedHeaders=${signedHeaders},Signature=${acs3Signature(secret, canonical)}`
}
