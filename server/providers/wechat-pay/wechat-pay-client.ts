// Signed calls to WeChat Pay API v3: every request carries our Authorization signature and the Wechatpay-Serial of
// the platform key we trust; every response (success or error, with or without a body) must carry a valid platform
// signature, or the call fails as if the platform had not answered.
import type { WechatPaySettings } from './wechat-pay-settings'
import { authorizationHeader, checkPlatformSignature, newNonce } from './wechat-pay-signing'

export interface WechatPayResponse {
  status: number
  /** The parsed JSON body, or null for an empty one (204). */
  body: Record<string, unknown> | null
}

/** The platform did not answer, answered something unverifiable, or answered an error we do not handle. */
export class WechatPayError extends Error {
  override name = 'WechatPayError'
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message)
  }
}

export interface WechatPayClientOptions {
  /** The clock for our signatures and for judging response timestamps (default: the wall clock). */
  clock?: () => Date
  timeoutMs?: number
}

export class WechatPayClient {
  private readonly clock: () => Date
  private readonly timeoutMs: number

  constructor(
    private readonly settings: WechatPaySettings,
    options: WechatPayClientOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date())
    this.timeoutMs = options.timeoutMs ?? 10_000
  }

  async request(method: 'GET' | 'POST', pathWithQuery: string, payload?: object): Promise<WechatPayResponse> {
    const url = new URL(`${this.settings.baseUrl}${pathWithQuery}`)
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const timestamp = String(Math.floor(this.clock().getTime() / 1000))
    const authorization = authorizationHeader(this.settings, {
      method,
      urlPath: `${url.pathname}${url.search}`,
      body,
      timestamp,
      nonce: newNonce(),
    })
    let response: Response
    let text: string
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'user-agent': 'summit-store-wechatpay/1.0',
          'wechatpay-serial': this.settings.platformPublicKeyId,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body }),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      text = await response.text()
    } catch (error) {
      throw new WechatPayError(`WeChat Pay unreachable: ${(error as Error).name}`)
    }
    const check = checkPlatformSignature(
      this.settings,
      {
        timestamp: response.headers.get('wechatpay-timestamp') ?? undefined,
        nonce: response.headers.get('wechatpay-nonce') ?? undefined,
        signature: response.headers.get('wechatpay-signature') ?? undefined,
        serial: response.headers.get('wechatpay-serial') ?? undefined,
      },
      text,
      this.clock(),
    )
    if (!check.ok) throw new WechatPayError(`WeChat Pay response refused: ${check.reason}`, response.status)
    let parsed: Record<string, unknown> | null = null
    if (text !== '') {
      try {
        parsed = JSON.parse(text) as Record<string, unknown>
      } catch {
        throw new WechatPayError('WeChat Pay answered a body that is not JSON', response.status)
      }
    }
    return { status: response.status, body: parsed }
  }
}

/** The error a non-2xx answer carries: WeChat Pay's `{code, message}`. */
export function errorOf(response: WechatPayResponse, what: string): WechatPayError {
  const code = typeof response.body?.code === 'string' ? response.body.code : undefined
  const message = typeof response.body?.message === 'string' ? response.body.message : ''
  return new WechatPayError(`WeChat Pay ${what} failed: HTTP ${response.status} ${code ?? ''} ${message}`.trim(), response.status, code)
}
