// WeChat website QR login (open platform "qrconnect", scope snsapi_login): the browser goes to WeChat's QR page,
// WeChat sends it back to our login page (/pc/login?code&state), and the code is traded server-side for an
// access_token, openid and unionid (sns/oauth2/access_token), then the nickname (sns/userinfo).
import { ConfigError } from '../../config-error'
import { WechatLoginError, type WechatIdentity, type WechatProvider } from '../wechat-provider'
import type { WechatLoginSettings } from './wechat-login-settings'

/** The SPA's login route, which receives code and state and calls the callback operation. */
export const WECHAT_LOGIN_RETURN_PATH = '/pc/login'
/** WeChat's answers for a code that is wrong, used, expired or missing: the customer scans again (null). */
const BAD_CODE_ERRCODES = new Set([40029, 40163, 42003, 41008])
const TIMEOUT_MS = 10_000
const FALLBACK_NICKNAME = '微信用户'

interface WechatAnswer {
  errcode?: number
  errmsg?: string
  access_token?: string
  openid?: string
  unionid?: string
  scope?: string
  nickname?: string
}

export interface WechatLoginOptions {
  fetch?: typeof fetch
}

export class WechatOpenLoginProvider implements WechatProvider {
  readonly name = 'wechat-open'
  private readonly fetch: typeof fetch
  readonly redirectUri: string

  constructor(
    private readonly settings: WechatLoginSettings,
    publicBaseUrl: string,
    options: WechatLoginOptions = {},
  ) {
    if (!publicBaseUrl) throw new ConfigError('PUBLIC_BASE_URL is required for WeChat login (the redirect_uri is built on it)')
    this.redirectUri = `${publicBaseUrl.replace(/\/+$/, '')}${WECHAT_LOGIN_RETURN_PATH}`
    this.fetch = options.fetch ?? fetch
  }

  authorizeUrl(state: string): string {
    const query = [
      `appid=${encodeURIComponent(this.settings.appId)}`,
      `redirect_uri=${encodeURIComponent(this.redirectUri)}`,
      'response_type=code',
      'scope=snsapi_login',
      `state=${encodeURIComponent(state)}`,
      // Shown in the login page's frame (as WeChat's wxLogin.js does): after the scan WeChat sends the whole page, not
      // just the frame, to redirect_uri.
      'login_type=jssdk',
      'self_redirect=false',
    ].join('&')
    return `${this.settings.openBaseUrl}/connect/qrconnect?${query}#wechat_redirect`
  }

  async exchange(code: string): Promise<WechatIdentity | null> {
    const token = await this.get('/sns/oauth2/access_token', {
      appid: this.settings.appId,
      secret: this.settings.secret,
      code,
      grant_type: 'authorization_code',
    })
    if (token.errcode && BAD_CODE_ERRCODES.has(token.errcode)) return null
    if (token.errcode || !token.access_token || !token.openid) {
      throw new WechatLoginError(
        'unavailable',
        String(token.errcode ?? 'NoToken'),
        `WeChat refused the code exchange: ${token.errcode ?? 'no token'}`,
      )
    }
    const user = await this.get('/sns/userinfo', { access_token: token.access_token, openid: token.openid })
    if (user.errcode || (user.openid && user.openid !== token.openid)) {
      throw new WechatLoginError(
        'unavailable',
        String(user.errcode ?? 'OpenidMismatch'),
        `WeChat refused userinfo: ${user.errcode ?? 'openid mismatch'}`,
      )
    }
    const unionid = token.unionid ?? user.unionid
    if (!unionid)
      throw new WechatLoginError(
        'no-unionid',
        'NoUnionid',
        'WeChat answered without a unionid: is the app bound to the open platform account?',
      )
    return { openid: token.openid, unionid, nickname: user.nickname || FALLBACK_NICKNAME }
  }

  private async get(path: string, query: Record<string, string>): Promise<WechatAnswer> {
    const url = `${this.settings.apiBaseUrl}${path}?${new URLSearchParams(query).toString()}`
    let text: string
    try {
      const response = await this.fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      text = await response.text()
    } catch {
      throw new WechatLoginError('unavailable', 'Unreachable', `WeChat API unreachable or timed out (${path})`)
    }
    try {
      const parsed = JSON.parse(text) as unknown
      if (parsed && typeof parsed === 'object') return parsed as WechatAnswer
    } catch {
      // reported below
    }
    throw new WechatLoginError('unavailable', 'NotJson', `WeChat API answered something other than JSON (${path})`)
  }
}

export const createWechatLoginProvider = (settings: WechatLoginSettings, publicBaseUrl: string, options?: WechatLoginOptions) =>
  new WechatOpenLoginProvider(settings, publicBaseUrl, options)
