// The pure WeChat Pay API v3 functions: the signed message of a request (the documented example), the
// Authorization header, platform signature checks, AEAD_AES_256_GCM resources, and the settings reader.
import { chinaRfc3339 } from '../../domain/china-time'
import { createCipheriv, createVerify, generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../server/config-error'
import { descriptionOf, notificationOf } from '../../server/providers/wechat-pay/wechat-pay-provider'
import { readWechatPaySettings } from '../../server/providers/wechat-pay/wechat-pay-settings'
import {
  authorizationHeader,
  checkPlatformSignature,
  decryptResource,
  requestMessage,
  responseMessage,
  rsaSign,
  rsaVerify,
} from '../../server/providers/wechat-pay/wechat-pay-signing'

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
const API_V3_KEY = Buffer.from('0123456789abcdefghijABCDEFGHIJ01')
const PLATFORM = { platformPublicKey: platform.publicKey, platformPublicKeyId: 'PUB_KEY_ID_0114232134912410000000000000' }

function encrypt(plain: string, nonce: string, aad: string, key = API_V3_KEY) {
  const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(nonce))
  cipher.setAAD(Buffer.from(aad))
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64')
}

describe('request signatures', () => {
  it('signs the message of the documented example (GET /v3/certificates, empty body)', () => {
    // WeChat Pay's signature guide: "GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n".
    expect(requestMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    )
    expect(responseMessage('1554208460', 'abc', '{"a":1}')).toBe('1554208460\nabc\n{"a":1}\n')
  })

  it('builds an Authorization header whose signature verifies with the merchant public key, and not for another URL', () => {
    const request = { method: 'POST', urlPath: '/v3/pay/transactions/native', body: '{"x":1}', timestamp: '1700000000', nonce: 'N1' }
    const header = authorizationHeader({ mchid: '1900000109', merchantSerial: 'ABC123', merchantPrivateKey: merchant.privateKey }, request)
    const fields = Object.fromEntries([...header.matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true)
    expect(fields).toMatchObject({ mchid: '1900000109', nonce_str: 'N1', timestamp: '1700000000', serial_no: 'ABC123' })
    const verify = (message: string) => createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, fields.signature, 'base64')
    expect(verify('POST\n/v3/pay/transactions/native\n1700000000\nN1\n{"x":1}\n')).toBe(true)
    expect(verify('POST\n/v3/pay/transactions/native?x=1\n1700000000\nN1\n{"x":1}\n')).toBe(false)
  })
})

describe('platform signatures (responses and notifications)', () => {
  const now = new Date(1_700_000_000_000)
  const signed = (body: string, timestamp = '1700000000', serial = PLATFORM.platformPublicKeyId, key = platform.privateKey) => ({
    timestamp,
    nonce: 'n0nce',
    serial,
    signature: rsaSign(key, responseMessage(timestamp, 'n0nce', body)),
  })

  it('accepts a genuine one (round trip)', () => {
    expect(checkPlatformSignature(PLATFORM, signed('{"ok":true}'), '{"ok":true}', now)).toEqual({ ok: true })
    expect(rsaVerify(platform.publicKey, 'm', rsaSign(platform.privateKey, 'm'))).toBe(true)
  })

  it('refuses a changed body, another key, an unknown serial, a stale or future timestamp, missing headers, non-base64', () => {
    expect(checkPlatformSignature(PLATFORM, signed('{"ok":true}'), '{"ok":false}', now)).toEqual({ ok: false, reason: 'bad signature' })
    expect(checkPlatformSignature(PLATFORM, signed('{}', undefined, undefined, merchant.privateKey), '{}', now)).toEqual({
      ok: false,
      reason: 'bad signature',
    })
    expect(checkPlatformSignature(PLATFORM, signed('{}', undefined, 'PUB_KEY_ID_OTHER'), '{}', now)).toEqual({
      ok: false,
      reason: 'unknown serial',
    })
    expect(checkPlatformSignature(PLATFORM, signed('{}', '1699999699'), '{}', now).ok).toBe(false)
    expect(checkPlatformSignature(PLATFORM, signed('{}', '1700000301'), '{}', now).ok).toBe(false)
    expect(checkPlatformSignature(PLATFORM, signed('{}', '1699999700'), '{}', now).ok).toBe(true)
    expect(checkPlatformSignature(PLATFORM, { ...signed('{}'), signature: undefined }, '{}', now)).toEqual({
      ok: false,
      reason: 'missing signature headers',
    })
    expect(rsaVerify(platform.publicKey, 'm', 'not base64!')).toBe(false)
  })
})

describe('AEAD_AES_256_GCM resources', () => {
  it('decrypts what was encrypted with the APIv3 key, nonce and associated data (round trip, Chinese text too)', () => {
    const plain = JSON.stringify({ out_trade_no: 'SM1-1', trade_state: 'SUCCESS', trade_state_desc: '支付成功' })
    const resource = {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: encrypt(plain, 'abcdefghijkl', 'transaction'),
      nonce: 'abcdefghijkl',
      associated_data: 'transaction',
    }
    expect(decryptResource(API_V3_KEY, resource)).toBe(plain)
  })

  it('fails for another key, other associated data, another nonce, a flipped byte, a short text or another algorithm', () => {
    const ciphertext = encrypt('{"a":1}', 'abcdefghijkl', 'transaction')
    const resource = { algorithm: 'AEAD_AES_256_GCM', ciphertext, nonce: 'abcdefghijkl', associated_data: 'transaction' }
    expect(() => decryptResource(Buffer.from('X'.repeat(32)), resource)).toThrow()
    expect(() => decryptResource(API_V3_KEY, { ...resource, associated_data: 'certificate' })).toThrow()
    expect(() => decryptResource(API_V3_KEY, { ...resource, nonce: 'abcdefghijkm' })).toThrow()
    const bytes = Buffer.from(ciphertext, 'base64')
    bytes[0] ^= 1
    expect(() => decryptResource(API_V3_KEY, { ...resource, ciphertext: bytes.toString('base64') })).toThrow()
    expect(() => decryptResource(API_V3_KEY, { ...resource, ciphertext: 'AAAA' })).toThrow()
    expect(() => decryptResource(API_V3_KEY, { ...resource, algorithm: 'AES_128_CBC' })).toThrow()
  })
})

describe('trade fields', () => {
  it('writes time_expire in China time and cuts the description at 127 bytes without splitting a character', () => {
    expect(chinaRfc3339(new Date('2026-11-25T04:05:06.789Z'))).toBe('2026-11-25T12:05:06+08:00')
    const cut = descriptionOf('地图'.repeat(50))
    expect(Buffer.byteLength(cut)).toBe(126)
    expect(descriptionOf('SummitMap')).toBe('SummitMap')
  })

  it('maps trade states: SUCCESS paid, PAYERROR failed, the others nothing', () => {
    const base = { out_trade_no: 'T1', transaction_id: '42', amount: { total: 69900 }, success_time: '2026-11-25T12:00:00+08:00' }
    expect(notificationOf({ ...base, trade_state: 'SUCCESS' }, new Date())).toEqual({
      outTradeNo: 'T1',
      outcome: 'paid',
      transactionId: '42',
      amountFen: 69900,
      at: new Date('2026-11-25T04:00:00Z'),
    })
    expect(notificationOf({ ...base, trade_state: 'PAYERROR' }, new Date())?.outcome).toBe('failed')
    for (const state of ['NOTPAY', 'USERPAYING', 'CLOSED', 'REVOKED'])
      expect(notificationOf({ ...base, trade_state: state }, new Date())).toBeNull()
  })
})

describe('readWechatPaySettings', () => {
  const env = {
    WECHATPAY_MCHID: '1900000109',
    WECHATPAY_APPID: 'wxd678efh567hg6787',
    WECHATPAY_MERCHANT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    WECHATPAY_MERCHANT_PRIVATE_KEY: String(merchant.privateKey.export({ type: 'pkcs8', format: 'pem' })),
    WECHATPAY_API_V3_KEY: API_V3_KEY.toString(),
    WECHATPAY_PLATFORM_PUBLIC_KEY: Buffer.from(String(platform.publicKey.export({ type: 'spki', format: 'pem' }))).toString('base64'),
    WECHATPAY_PLATFORM_PUBLIC_KEY_ID: PLATFORM.platformPublicKeyId,
  }

  it('is undefined when nothing is set, and reads PEM or base64 keys with the real base URL by default', () => {
    expect(readWechatPaySettings({})).toBeUndefined()
    const settings = readWechatPaySettings(env)!
    expect(settings.baseUrl).toBe('https://api.mch.weixin.qq.com')
    expect(settings.apiV3Key.length).toBe(32)
    expect(rsaVerify(settings.platformPublicKey, 'm', rsaSign(platform.privateKey, 'm'))).toBe(true)
  })

  it('refuses a partial or invalid configuration by naming the variable, never printing the secret', () => {
    const refusal = (changed: Record<string, string | undefined>) => {
      try {
        readWechatPaySettings({ ...env, ...changed })
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError)
        return (error as Error).message
      }
      return 'accepted'
    }
    expect(refusal({ WECHATPAY_APPID: undefined })).toContain('WECHATPAY_APPID')
    expect(refusal({ WECHATPAY_API_V3_KEY: 'short-secret' })).toContain('WECHATPAY_API_V3_KEY')
    expect(refusal({ WECHATPAY_API_V3_KEY: 'short-secret' })).not.toContain('short-secret')
    expect(refusal({ WECHATPAY_MERCHANT_PRIVATE_KEY: 'bm90IGEga2V5' })).toContain('WECHATPAY_MERCHANT_PRIVATE_KEY')
    expect(refusal({ WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'KEY1' })).toContain('WECHATPAY_PLATFORM_PUBLIC_KEY_ID')
    expect(refusal({ WECHATPAY_BASE_URL: 'http://api.example.com' })).toContain('WECHATPAY_BASE_URL')
    expect(refusal({ WECHATPAY_BASE_URL: 'http://127.0.0.1:8080' })).toBe('accepted')
    expect(() => readWechatPaySettings({ WECHATPAY_BASE_URL: 'https://x.example' })).toThrow(ConfigError)
  })
})
