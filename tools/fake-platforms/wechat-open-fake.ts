// A local WeChat open platform for website QR login: the qrconnect page (checks appid, scope and that redirect_uri is
// on the app's authorised callback domain), a tester's "scan" (a one-time code for a chosen identity, as WeChat
// redirects back), sns/oauth2/access_token (appid + secret, code single use, 10 minutes) and sns/userinfo. Errors
// are WeChat's JSON {errcode, errmsg}.
import { randomBytes } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface WechatOpenFakeOptions {
  appId?: string
  secret?: string
  /** The app's authorised callback domain (host[:port] of our public base URL), as registered on the open platform. */
  callbackDomain: string
  /** The platform's clock for code and token lifetimes; wall time by default. */
  clock?: () => Date
}

/** Who scans: openid defaults to one derived from the unionid; unionid null plays an app not bound to the open platform. */
export interface FakeWechatPerson {
  unionid: string | null
  nickname: string
  openid?: string
}

export interface WechatOpenFake {
  url: string
  close: () => Promise<void>
  /** Env for readWechatLoginSettings (both base URLs point here). */
  settingsEnv: Record<string, string>
  appId: string
  secret: string
  /** The tester scans the QR shown for this state: the URL WeChat redirects the browser to (code and state). */
  scan: (state: string, person: FakeWechatPerson) => string
  /** Every refusal so far (errcode or page error), newest last. */
  refusals: () => string[]
}

const CODE_TTL_MS = 10 * 60_000
const TOKEN_TTL_MS = 2 * 60 * 60_000

export async function startWechatOpenFake(options: WechatOpenFakeOptions): Promise<WechatOpenFake> {
  const appId = options.appId ?? `wx${randomBytes(8).toString('hex')}`
  const secret = options.secret ?? randomBytes(16).toString('hex')
  const clock = options.clock ?? (() => new Date())
  const refusals: string[] = []
  /** QR pages shown: state -> redirect_uri. */
  const shown = new Map<string, string>()
  const codes = new Map<string, { person: FakeWechatPerson; openid: string; issuedAt: number; used: boolean }>()
  const tokens = new Map<string, { openid: string; person: FakeWechatPerson; issuedAt: number }>()

  const json = (res: ServerResponse, body: Record<string, unknown>) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end(JSON.stringify(body))
  }
  const error = (res: ServerResponse, errcode: number, errmsg: string) => {
    refusals.push(String(errcode))
    json(res, { errcode, errmsg: `${errmsg} rid: ${randomBytes(4).toString('hex')}` })
  }
  const page = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><meta charset="utf-8"><title>微信登录</title>${html}`)
  }
  const openidOf = (person: FakeWechatPerson) =>
    person.openid ?? `o${appId.slice(2, 8)}${(person.unionid ?? person.nickname).replace(/[^A-Za-z0-9_-]/g, '')}`

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const q = (name: string) => url.searchParams.get(name) ?? ''
    if (req.method === 'GET' && url.pathname === '/connect/qrconnect') {
      const refusePage = (why: string) => {
        refusals.push(why)
        page(res, 200, `<p>${why}</p>`)
      }
      if (q('appid') !== appId) return refusePage('AppID 参数错误')
      if (q('scope') !== 'snsapi_login') return refusePage('Scope 参数错误或没有 Scope 权限')
      if (q('response_type') !== 'code') return refusePage('response_type 参数错误')
      let redirect: URL
      try {
        redirect = new URL(q('redirect_uri'))
      } catch {
        return refusePage('redirect_uri 参数错误')
      }
      if (redirect.host !== options.callbackDomain) return refusePage('redirect_uri 参数错误')
      shown.set(q('state'), redirect.toString())
      return page(res, 200, `<p>请使用微信扫描二维码登录</p><div data-appid="${appId}" data-state-shown="1">[QR]</div>`)
    }
    if (req.method === 'GET' && url.pathname === '/sns/oauth2/access_token') {
      if (q('appid') !== appId) return error(res, 40013, 'invalid appid')
      if (q('secret') !== secret) return error(res, 40125, 'invalid appsecret')
      if (q('grant_type') !== 'authorization_code') return error(res, 40002, 'invalid grant_type')
      if (!q('code')) return error(res, 41008, 'missing code')
      const entry = codes.get(q('code'))
      if (!entry) return error(res, 40029, 'invalid code')
      if (entry.used) return error(res, 40163, 'code been used')
      if (clock().getTime() - entry.issuedAt > CODE_TTL_MS) return error(res, 42003, 'code expired')
      entry.used = true
      const accessToken = randomBytes(32).toString('base64url')
      tokens.set(accessToken, { openid: entry.openid, person: entry.person, issuedAt: clock().getTime() })
      return json(res, {
        access_token: accessToken,
        expires_in: TOKEN_TTL_MS / 1000,
        refresh_token: randomBytes(32).toString('base64url'),
        openid: entry.openid,
        scope: 'snsapi_login',
        ...(entry.person.unionid ? { unionid: entry.person.unionid } : {}),
      })
    }
    if (req.method === 'GET' && url.pathname === '/sns/userinfo') {
      const token = tokens.get(q('access_token'))
      if (!token) return error(res, 40001, 'invalid credential, access_token is invalid or not latest')
      if (clock().getTime() - token.issuedAt > TOKEN_TTL_MS) return error(res, 42001, 'access_token expired')
      if (q('openid') !== token.openid) return error(res, 40003, 'invalid openid')
      return json(res, {
        openid: token.openid,
        nickname: token.person.nickname,
        sex: 0,
        language: '',
        city: '',
        province: '',
        country: '',
        headimgurl: '',
        privilege: [],
        ...(token.person.unionid ? { unionid: token.person.unionid } : {}),
      })
    }
    page(res, 404, '<p>not found</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    appId,
    secret,
    settingsEnv: { WECHAT_LOGIN_APPID: appId, WECHAT_LOGIN_SECRET: secret, WECHAT_OPEN_BASE_URL: url, WECHAT_API_BASE_URL: url },
    scan: (state, person) => {
      const redirectUri = shown.get(state)
      if (!redirectUri) throw new Error('no QR page was shown for this state (load the authorize URL first)')
      const code = randomBytes(16).toString('hex')
      codes.set(code, { person, openid: openidOf(person), issuedAt: clock().getTime(), used: false })
      const back = new URL(redirectUri)
      back.searchParams.set('code', code)
      back.searchParams.set('state', state)
      return back.toString()
    },
    refusals: () => [...refusals],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
