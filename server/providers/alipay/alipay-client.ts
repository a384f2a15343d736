// Calls of Alipay's gateway: the common parameters, the RSA2 sign over them, and the verified response. A response
// whose `<method with _ for .>_response` object does not carry a valid sign by Alipay's key is an error: nothing
// unverified is ever believed (a paid trade, or a "trade does not exist").
import { chinaDateTimeOf } from '../../../domain/china-time'
import type { AlipaySettings } from './alipay-settings'
import { rsa2Sign, rsa2Verify, signContent, signedObjectText, type AlipayParams } from './alipay-signing'

/** What the gateway answered for one call, after its sign was verified: code 10000 is success. */
export interface AlipayResult {
  code: string
  msg?: string
  sub_code?: string
  sub_msg?: string
  [field: string]: unknown
}

/** The gateway could not be reached, answered something unreadable, or its answer was not signed by Alipay. */
export class AlipayGatewayError extends Error {
  override name = 'AlipayGatewayError'
}

export interface AlipayClientOptions {
  clock?: () => Date
  fetch?: typeof fetch
  timeoutMs?: number
}

export class AlipayClient {
  private readonly clock: () => Date
  private readonly fetch: typeof fetch
  private readonly timeoutMs: number

  constructor(
    readonly settings: AlipaySettings,
    options: AlipayClientOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date())
    this.fetch = options.fetch ?? fetch
    this.timeoutMs = options.timeoutMs ?? 10_000
  }

  /** The common parameters, biz_content and sign of a call (also the hidden fields of the page-pay form). */
  signedParams(method: string, bizContent: object, extra: AlipayParams = {}): Record<string, string> {
    const params: AlipayParams = {
      app_id: this.settings.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaDateTimeOf(this.clock()),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(bizContent),
    }
    const signed: Record<string, string> = {}
    for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') signed[key] = value
    signed.sign = rsa2Sign(signContent(signed), this.settings.appPrivateKey)
    return signed
  }

  /** One API call (query, close, precreate): POSTed as a utf-8 form, its answer verified with Alipay's key. */
  async call(method: string, bizContent: object, extra: AlipayParams = {}): Promise<AlipayResult> {
    const params = this.signedParams(method, bizContent, extra)
    let text: string
    try {
      const response = await this.fetch(`${this.settings.gateway}${this.settings.gateway.includes('?') ? '&' : '?'}charset=utf-8`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      if (!response.ok) throw new AlipayGatewayError(`${method}: the gateway answered HTTP ${response.status}`)
      text = await response.text()
    } catch (error) {
      if (error instanceof AlipayGatewayError) throw error
      throw new AlipayGatewayError(`${method}: the gateway could not be reached (${(error as Error).name})`)
    }
    return this.verifiedResult(method, text)
  }

  /** The `<method>_response` object of a gateway answer, once its sign verifies with Alipay's public key. */
  verifiedResult(method: string, text: string): AlipayResult {
    const key = `${method.replace(/\./g, '_')}_response`
    const signedText = signedObjectText(text, key)
    let sign: unknown
    try {
      sign = (JSON.parse(text) as { sign?: unknown }).sign
    } catch {
      throw new AlipayGatewayError(`${method}: the gateway answered something that is not JSON`)
    }
    if (signedText === undefined) throw new AlipayGatewayError(`${method}: the answer has no ${key}`)
    if (typeof sign !== 'string' || !rsa2Verify(signedText, sign, this.settings.alipayPublicKey)) {
      throw new AlipayGatewayError(`${method}: the answer's sign does not verify with Alipay's public key`)
    }
    const result = JSON.parse(signedText) as AlipayResult
    if (typeof result.code !== 'string') throw new AlipayGatewayError(`${method}: the answer has no code`)
    return result
  }
}
