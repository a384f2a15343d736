// The cryptography of WeChat Pay API v3 (pure functions): the merchant's request signature (Authorization header),
// the platform's signature over responses and notifications, and the AEAD_AES_256_GCM resource of a notification.
import { createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto'

export const WECHATPAY_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048'

/** The string a request signature covers: METHOD, URL path with query, timestamp, nonce, body, each ending in \n. */
export const requestMessage = (method: string, urlPath: string, timestamp: string, nonce: string, body: string) =>
  `${method}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`

/** The string a response or notification signature covers. */
export const responseMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`

/** SHA256-RSA (PKCS#1 v1.5) signature, base64. */
export function rsaSign(privateKey: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64')
}

/** False for any signature that does not verify, including one that is not base64 at all. */
export function rsaVerify(publicKey: KeyObject, message: string, signature: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64')
  } catch {
    return false
  }
}

/** A 32-character random nonce (letters and digits). */
export function newNonce(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
  return Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('')
}

export interface RequestSigner {
  mchid: string
  merchantSerial: string
  merchantPrivateKey: KeyObject
}

/** The Authorization header of one request. */
export function authorizationHeader(
  signer: RequestSigner,
  request: { method: string; urlPath: string; body: string; timestamp: string; nonce: string },
): string {
  const signature = rsaSign(
    signer.merchantPrivateKey,
    requestMessage(request.method, request.urlPath, request.timestamp, request.nonce, request.body),
  )
  return (
    `${WECHATPAY_AUTH_SCHEMA} mchid="${signer.mchid}",nonce_str="${request.nonce}",signature="${signature}",` +
    `timestamp="${request.timestamp}",serial_no="${signer.merchantSerial}"`
  )
}

export interface SignedHeaders {
  timestamp: string | undefined
  nonce: string | undefined
  signature: string | undefined
  serial: string | undefined
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'missing signature headers' | 'unknown serial' | 'stale timestamp' | 'bad signature' }

/** Five minutes either way, as WeChat Pay's own SDKs allow. */
export const WECHATPAY_MAX_SKEW_SECONDS = 300

/**
 * Checks a response or notification: the serial must be our configured public key id, the timestamp within five
 * minutes of now, and the signature over `timestamp\nnonce\nbody\n` must verify with the platform public key.
 */
export function checkPlatformSignature(
  platform: { platformPublicKey: KeyObject; platformPublicKeyId: string },
  headers: SignedHeaders,
  body: string,
  now: Date,
): SignatureCheck {
  const { timestamp, nonce, signature, serial } = headers
  if (!timestamp || !nonce || !signature || !serial) return { ok: false, reason: 'missing signature headers' }
  if (serial !== platform.platformPublicKeyId) return { ok: false, reason: 'unknown serial' }
  if (!/^[0-9]{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > WECHATPAY_MAX_SKEW_SECONDS)
    return { ok: false, reason: 'stale timestamp' }
  if (!rsaVerify(platform.platformPublicKey, responseMessage(timestamp, nonce, body), signature))
    return { ok: false, reason: 'bad signature' }
  return { ok: true }
}

export interface EncryptedResource {
  algorithm: string
  ciphertext: string
  associated_data?: string
  nonce: string
}

/**
 * Decrypts a notification resource: AEAD_AES_256_GCM with the APIv3 key, the resource's nonce as IV and its
 * associated_data; the base64 ciphertext ends with the 16-byte tag. Throws when anything does not authenticate.
 */
export function decryptResource(apiV3Key: Buffer, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error('unsupported resource algorithm')
  if (apiV3Key.length !== 32) throw new Error('the APIv3 key must be 32 bytes')
  const data = Buffer.from(resource.ciphertext, 'base64')
  if (data.length <= 16) throw new Error('resource ciphertext too short')
  const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'))
  decipher.setAuthTag(data.subarray(data.length - 16))
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
}
