// Alibaba Cloud SMS (Dysmsapi 2017-05-25 SendSms), signed with ACS3-HMAC-SHA256. Parameters go in the query string
// (their position in the API's metadata); the body is empty. Any answer but Code "OK" throws SmsSendError.
import { randomBytes } from 'node:crypto'
import { SmsSendError, type SmsMessage, type SmsProvider } from '../sms-provider'
import { acs3Authorization, canonicalQueryString, sha256Hex } from './acs3-signature'
import type { AliyunSmsSettings } from './aliyun-sms-settings'

const ACTION = 'SendSms'
const VERSION = '2017-05-25'
const TIMEOUT_MS = 10_000

/** Per-phone flow control at the platform (minute/hour/day limits of one number): the customer should wait. */
const RATE_LIMITED = new Set(['isv.BUSINESS_LIMIT_CONTROL'])
const INVALID_PHONE = new Set(['isv.MOBILE_NUMBER_ILLEGAL', 'isv.MOBILE_COUNT_OVER_LIMIT'])

interface SendSmsAnswer {
  Code?: string
  Message?: string
  RequestId?: string
  BizId?: string
}

export interface AliyunSmsOptions {
  /** The request time (x-acs-date): the platform's clock judges it, so wall time by default, not the app's test clock. */
  clock?: () => Date
  fetch?: typeof fetch
}

/** x-acs-date: ISO 8601 UTC without milliseconds. */
export const acsDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun-sms'
  private readonly clock: () => Date
  private readonly fetch: typeof fetch

  constructor(
    private readonly settings: AliyunSmsSettings,
    options: AliyunSmsOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date())
    this.fetch = options.fetch ?? fetch
  }

  async send(message: SmsMessage): Promise<void> {
    const url = new URL(`${this.settings.endpoint}/`)
    const query = {
      PhoneNumbers: message.phone,
      SignName: this.settings.signName,
      TemplateCode: this.settings.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
    }
    const payloadHash = sha256Hex('')
    const headers: Record<string, string> = {
      host: url.host,
      'x-acs-action': ACTION,
      'x-acs-version': VERSION,
      'x-acs-date': acsDate(this.clock()),
      'x-acs-signature-nonce': randomBytes(16).toString('hex'),
      'x-acs-content-sha256': payloadHash,
    }
    const authorization = acs3Authorization(this.settings.accessKeyId, this.settings.accessKeySecret, {
      method: 'POST',
      path: '/',
      query,
      headers,
      payloadHash,
    })
    const { host: _host, ...sent } = headers
    let answer: SendSmsAnswer
    try {
      const response = await this.fetch(`${url.origin}/?${canonicalQueryString(query)}`, {
        method: 'POST',
        headers: { ...sent, authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      answer = (await response.json().catch(() => ({}))) as SendSmsAnswer
    } catch {
      throw new SmsSendError('unavailable', 'Unreachable', 'Aliyun SMS endpoint unreachable or timed out')
    }
    const code = typeof answer.Code === 'string' ? answer.Code : 'NoCode'
    if (code === 'OK') return
    const reason = RATE_LIMITED.has(code) ? 'rate-limited' : INVALID_PHONE.has(code) ? 'invalid-phone' : 'unavailable'
    throw new SmsSendError(reason, code, `Aliyun SMS refused SendSms: ${code} (RequestId ${answer.RequestId ?? 'none'})`)
  }
}

export const createAliyunSmsProvider = (settings: AliyunSmsSettings, options?: AliyunSmsOptions) => new AliyunSmsProvider(settings, options)
