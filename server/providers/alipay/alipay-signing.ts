// The signing rules of Alipay's open platform gateway (sign_type RSA2): the content to sign is every non-empty
// parameter except the excluded ones, sorted by name, joined as `k=v&k=v` with raw (unencoded) values; the sign is
// base64 of RSA-SHA256 (PKCS#1 v1.5) over its UTF-8 bytes. Times are China time, 'yyyy-MM-dd HH:mm:ss' (domain/china-time.ts).
import { createSign, createVerify, type KeyObject } from 'node:crypto'
import { toFen } from '../../../domain/pricing'

export type AlipayParams = Record<string, string | undefined>

/** `k=v&k=v` of the non-empty parameters not excluded, sorted by name (code unit order, as the SDKs sort). */
export function signContent(params: AlipayParams, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&')
}

export function rsa2Sign(content: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64')
}

/** False for a wrong or malformed sign (never throws on the sign's content). */
export function rsa2Verify(content: string, sign: string, publicKey: KeyObject): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(sign)) return false
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, sign, 'base64')
  } catch {
    return false
  }
}

/** Alipay's yuan amount ('699.00', '0.1', '12') in fen; undefined when it is not an amount. */
export function fenOf(yuan: string | undefined): number | undefined {
  return yuan !== undefined && /^\d{1,10}(?:\.\d{1,2})?$/.test(yuan) ? toFen(yuan) : undefined
}

/**
 * The exact JSON text of the value of `key` at the top level of a gateway response (the signed text: Alipay signs
 * the characters it sent, so they must not be re-serialised). Undefined when the key is absent or not an object.
 */
export function signedObjectText(body: string, key: string): string | undefined {
  let depth = 0
  let i = 0
  while (i < body.length) {
    const char = body[i]
    if (char === '"') {
      const end = stringEnd(body, i)
      if (end < 0) return undefined
      if (depth === 1 && body.slice(i + 1, end) === key) {
        let j = end + 1
        while (/\s/.test(body[j] ?? '')) j++
        if (body[j] !== ':') return undefined
        j++
        while (/\s/.test(body[j] ?? '')) j++
        if (body[j] !== '{') return undefined
        const close = objectEnd(body, j)
        return close < 0 ? undefined : body.slice(j, close + 1)
      }
      i = end + 1
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    i++
  }
  return undefined
}

/** Index of the closing quote of the string opening at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === '"') return i
  }
  return -1
}

/** Index of the brace closing the object opening at `start`, or -1. */
function objectEnd(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (char === '"') {
      i = stringEnd(text, i)
      if (i < 0) return -1
    } else if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') {
      depth--
      if (depth === 0) return i
    }
  }
  return -1
}
