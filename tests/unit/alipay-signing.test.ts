// Alipay's RSA2 signing rules (issue 21): the content to sign, sign/verify round trips and failures, the signed text
// of a gateway answer, Beijing times and yuan amounts, the settings reader, and a notification Alipay really signed
// (published as a test vector in Alipay's own Node SDK, alipay/alipay-sdk-nodejs test/alipay.test.ts, "verify sign
// should delete sign_type"), verified with the Alipay public key published beside it.
import { formatYuan } from '../../domain/pricing'
import { chinaDateTimeOf, chinaRfc3339, parseChinaDateTime } from '../../domain/china-time'
import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../server/config-error'
import { ALIPAY_NOTIFY_WINDOW_MS, verifyAlipayNotification } from '../../server/providers/alipay/alipay-notification'
import { ALIPAY_DEFAULT_GATEWAY, readAlipaySettings, type AlipaySettings } from '../../server/providers/alipay/alipay-settings'
import { fenOf, rsa2Sign, rsa2Verify, signContent, signedObjectText } from '../../server/providers/alipay/alipay-signing'

const ALIPAY_VECTOR_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqObrdC7hrgAVM98tK0nv3hSQRGGKT4lBsQjHiGjeYZjOPIPHR5knm2jnnz/YGIXIofVHkA/tAlBAd5DrY7YpvI4tP5EONLtZKC2ghBMx7McI2wRD0xiqzxOQr1FuhZGJ8/AUokBzJrzY+aGX2xcOrxFYRlFilvVLTXg4LWjR1tdPkO6+i7wQZAIVMClPkwVRZEbaERRHlKqTzv2gGv5rDU8gRoe1LeaN+6BlbTqHWkQcNCUNrA8C6l17XAXGKDsm/9TFWwO8EPHHHCaQdjtV5/FdcWIt+L8SR1ss7EXTjYDFtxcKVv9rEoY1lX8T4mX+GbXfZHraG5NCF1+XioL5JwIDAQAB'

/** A trade_status_sync notification as Alipay POSTed it (form-decoded), with its sign. */
const ALIPAY_VECTOR_NOTIFICATION: Record<string, string> = {
  gmt_create: '2019-08-15 15:56:22',
  charset: 'utf-8',
  seller_email: 'z97-yuquerevenue@service.aliyun.com',
  subject: '语雀空间 500人规模',
  sign: 'QfTb8tqE1BMhS5qAnXtvsF3/jBkEvu9q9en0pdbBUDDjvKycZhQb7h8GDs4FKfi049PynaNuatxSgLb/nLWZpXyyh0LEWdK2S6Ri7nPwrVgOs08zugLO20vOQz44y3ti2Ncm8/wZts1Fr2gZ7pShnVX3d1B50hbsXnObT1r/U8ONNQjWXd0HIul4TG+Q3fm3svmSvFEy0WnzuhcyHPX5Gm4ELNctL6Qd5YniGJFNcc7kopHYtI/XD9YCKCH6Ct02rzUs9i11C9CsadtZn+WhxF26Dqt9sGEFajkJ8cxUTLi8+VCpLHsgPE8P0y095uQcDdK0YjCh4x7wVSov+lrmOQ==',
  buyer_id: '2088102534368455',
  invoice_amount: '0.10',
  notify_id: '2019081500222155624068450559358070',
  fund_bill_list: '[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]',
  notify_type: 'trade_status_sync',
  trade_status: 'TRADE_SUCCESS',
  receipt_amount: '0.10',
  buyer_pay_amount: '0.10',
  sign_type: 'RSA2',
  app_id: '2019073166072302',
  seller_id: '2088531891668739',
  gmt_payment: '2019-08-15 15:56:24',
  notify_time: '2019-08-15 15:56:25',
  version: '1.0',
  out_trade_no: '20190815155618536-564-57',
  total_amount: '0.10',
  trade_no: '2019081522001468450512505578',
  auth_app_id: '2019073166072302',
  buyer_logon_id: 'xud***@126.com',
  point_amount: '0.00',
}

const keys = () => generateKeyPairSync('rsa', { modulusLength: 2048 })

describe('the content to sign', () => {
  it('sorts by name, leaves out empty values and the excluded names, and keeps values unencoded', () => {
    const params = { method: 'alipay.trade.query', app_id: '2021', sign: 'x', sign_type: 'RSA2', empty: '', biz_content: '{"a":"b & c=d"}' }
    expect(signContent(params)).toBe('app_id=2021&biz_content={"a":"b & c=d"}&method=alipay.trade.query&sign_type=RSA2')
    expect(signContent(params, ['sign', 'sign_type'])).toBe('app_id=2021&biz_content={"a":"b & c=d"}&method=alipay.trade.query')
  })
})

describe('RSA2 sign and verify', () => {
  it('verifies its own sign and refuses changed content, another key and malformed signs', () => {
    const { privateKey, publicKey } = keys()
    const other = keys()
    const content = 'app_id=2021000100000001&biz_content={"out_trade_no":"N1-1"}&charset=utf-8'
    const sign = rsa2Sign(content, privateKey)
    expect(rsa2Verify(content, sign, publicKey)).toBe(true)
    expect(rsa2Verify(`${content} `, sign, publicKey)).toBe(false)
    expect(rsa2Verify(content, sign, other.publicKey)).toBe(false)
    expect(rsa2Verify(content, 'not base64!', publicKey)).toBe(false)
    expect(rsa2Verify(content, '', publicKey)).toBe(false)
  })

  it("verifies a notification Alipay signed (Alipay's published vector), and refuses it once a value changes", () => {
    const key = createPublicKey({ key: Buffer.from(ALIPAY_VECTOR_PUBLIC_KEY, 'base64'), format: 'der', type: 'spki' })
    const params = ALIPAY_VECTOR_NOTIFICATION
    expect(rsa2Verify(signContent(params, ['sign', 'sign_type']), params.sign, key)).toBe(true)
    // sign_type is not signed in notifications: keeping it in the content breaks the sign.
    expect(rsa2Verify(signContent(params, ['sign']), params.sign, key)).toBe(false)
    expect(rsa2Verify(signContent({ ...params, total_amount: '0.11' }, ['sign', 'sign_type']), params.sign, key)).toBe(false)

    const settings = {
      appId: '2019073166072302',
      sellerId: '2088531891668739',
      alipayPublicKey: key,
    } as AlipaySettings
    const at = parseChinaDateTime('2019-08-15 15:56:25')!
    expect(verifyAlipayNotification(settings, params, at)).toEqual({
      ok: true,
      notifyId: params.notify_id,
      outTradeNo: params.out_trade_no,
      tradeStatus: 'TRADE_SUCCESS',
      paid: {
        outTradeNo: params.out_trade_no,
        outcome: 'paid',
        transactionId: params.trade_no,
        amountFen: 10,
        at: parseChinaDateTime('2019-08-15 15:56:24'),
      },
    })
    const later = new Date(at.getTime() + ALIPAY_NOTIFY_WINDOW_MS + 1000)
    expect(verifyAlipayNotification(settings, params, later)).toMatchObject({ ok: false, reason: 'stale-notify-time' })
    expect(verifyAlipayNotification({ ...settings, sellerId: '2088000000000000' }, params, at)).toMatchObject({
      ok: false,
      reason: 'other-seller',
    })
    expect(verifyAlipayNotification({ ...settings, appId: '2021000000000000' }, params, at)).toMatchObject({ reason: 'other-app' })
    expect(verifyAlipayNotification(settings, { ...params, subject: '语雀空间' }, at)).toMatchObject({ reason: 'bad-signature' })
    expect(verifyAlipayNotification(settings, { ...params, sign_type: 'RSA' }, at)).toMatchObject({ reason: 'bad-signature' })
  })
})

describe('the signed text of an answer', () => {
  it('is the exact text of the method object, whatever its strings hold', () => {
    const inner = '{"code":"10000","msg":"Success","qr_code":"https:\\/\\/qr.alipay.com\\/x","note":"a \\"}\\" b","list":[{"k":"}"}]}'
    const body = `{"alipay_trade_precreate_response" : ${inner},"sign":"abc"}`
    expect(signedObjectText(body, 'alipay_trade_precreate_response')).toBe(inner)
    expect(signedObjectText(`{"sign":"abc","alipay_trade_query_response":${inner}}`, 'alipay_trade_query_response')).toBe(inner)
    expect(signedObjectText(`{"x":{"alipay_trade_query_response":${inner}}}`, 'alipay_trade_query_response')).toBeUndefined()
    expect(signedObjectText('{"alipay_trade_query_response":"text"}', 'alipay_trade_query_response')).toBeUndefined()
    expect(signedObjectText('{"alipay_trade_query_response":{"code":"1', 'alipay_trade_query_response')).toBeUndefined()
  })
})

describe('China times and yuan amounts (domain/china-time.ts, domain/pricing.ts) as Alipay writes them', () => {
  it('formats and parses China time (UTC+8) and refuses impossible dates', () => {
    const at = new Date('2026-11-24T16:30:05.900Z')
    expect(chinaDateTimeOf(at)).toBe('2026-11-25 00:30:05')
    expect(parseChinaDateTime('2026-11-25 00:30:05')).toEqual(new Date('2026-11-24T16:30:05Z'))
    expect(parseChinaDateTime('2026-02-31 00:00:00')).toBeUndefined()
    expect(parseChinaDateTime('2026-11-25T00:30:05')).toBeUndefined()
    expect(parseChinaDateTime(undefined)).toBeUndefined()
    expect(parseChinaDateTime('2026-11-25 24:00:00')).toBeUndefined()
    expect(chinaRfc3339(at)).toBe('2026-11-25T00:30:05+08:00')
  })

  it('writes fen as yuan with two decimals and reads them back', () => {
    expect([formatYuan(69900), formatYuan(1), formatYuan(10), formatYuan(0)]).toEqual(['699.00', '0.01', '0.10', '0.00'])
    expect([fenOf('699.00'), fenOf('0.1'), fenOf('12'), fenOf('0.01')]).toEqual([69900, 10, 1200, 1])
    expect([fenOf('1e3'), fenOf('-1.00'), fenOf('1.001'), fenOf(''), fenOf(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})

describe('readAlipaySettings', () => {
  const pair = keys()
  const env = {
    ALIPAY_APP_ID: '2021000100000001',
    ALIPAY_APP_PRIVATE_KEY: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ALIPAY_PUBLIC_KEY: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ALIPAY_SELLER_ID: '2088100000000001',
  }

  it('is undefined when nothing is set, and reads a complete set with the real gateway by default', () => {
    expect(readAlipaySettings({})).toBeUndefined()
    const settings = readAlipaySettings(env)!
    expect(settings).toMatchObject({ appId: env.ALIPAY_APP_ID, sellerId: env.ALIPAY_SELLER_ID, gateway: ALIPAY_DEFAULT_GATEWAY })
    expect(rsa2Verify('x', rsa2Sign('x', settings.appPrivateKey), pair.publicKey)).toBe(true)
  })

  it('reads PKCS#1 PEM, one-line PEM with \\n and bare base64 bodies', () => {
    const pkcs1 = pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
    const body = (pair.privateKey.export({ type: 'pkcs8', format: 'der' }) as Buffer).toString('base64')
    const publicBody = (pair.publicKey.export({ type: 'spki', format: 'der' }) as Buffer).toString('base64')
    for (const key of [pkcs1, pkcs1.replace(/\n/g, '\\n'), body]) {
      const settings = readAlipaySettings({ ...env, ALIPAY_APP_PRIVATE_KEY: key, ALIPAY_PUBLIC_KEY: publicBody })!
      expect(rsa2Verify('x', rsa2Sign('x', settings.appPrivateKey), settings.alipayPublicKey)).toBe(true)
    }
  })

  it('refuses a partial or wrong set with a ConfigError that names the variable and prints no key', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ ALIPAY_APP_ID: env.ALIPAY_APP_ID }, /missing: ALIPAY_APP_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, ALIPAY_SELLER_ID/],
      [{ ...env, ALIPAY_SELLER_ID: '1234' }, /ALIPAY_SELLER_ID/],
      [{ ...env, ALIPAY_APP_ID: 'app' }, /ALIPAY_APP_ID/],
      [{ ...env, ALIPAY_APP_PRIVATE_KEY: 'garbage' }, /ALIPAY_APP_PRIVATE_KEY/],
      [{ ...env, ALIPAY_PUBLIC_KEY: env.ALIPAY_APP_PRIVATE_KEY.replace('PRIVATE', 'PUBLIC') }, /ALIPAY_PUBLIC_KEY/],
      [{ ...env, ALIPAY_PUBLIC_KEY: env.ALIPAY_APP_PRIVATE_KEY }, /ALIPAY_PUBLIC_KEY must be Alipay's public key, not a private key/],
      [
        {
          ...env,
          ALIPAY_APP_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 1024 })
            .privateKey.export({ type: 'pkcs8', format: 'pem' })
            .toString(),
        },
        /ALIPAY_APP_PRIVATE_KEY must be a 2048-bit/,
      ],
      [{ ...env, ALIPAY_GATEWAY: 'http://openapi.alipay.com/gateway.do' }, /ALIPAY_GATEWAY must be an https URL/],
      [{ ...env, ALIPAY_RETURN_URL: 'https://elsewhere.example/x' }, /ALIPAY_RETURN_URL/],
    ]
    for (const [input, message] of cases) {
      let error: unknown
      try {
        readAlipaySettings(input)
      } catch (caught) {
        error = caught
      }
      expect(error, message.source).toBeInstanceOf(ConfigError)
      expect((error as Error).message).toMatch(message)
      expect((error as Error).message).not.toContain('BEGIN')
    }
    expect(readAlipaySettings({ ...env, ALIPAY_RETURN_URL: '/personal/orders' })?.returnPath).toBe('/personal/orders')
  })
})
