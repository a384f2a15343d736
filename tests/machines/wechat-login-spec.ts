import type { EventObject } from 'xstate'
import type { LoginReply } from '../../machines/phone-login'
import type { WechatExchangeResult } from '../../machines/wechat-login'
import { BIND_CODE, BIND_PHONE, codeEvent, phoneEvent } from '../../tools/machine-model/samples/wechat-login'
import { doneEvent, errorEvent } from '../../tools/machine-model/paths'
import { PHONE_MESSAGES, serverMessage } from './phone-login-spec'

/**
 * The WeChat QR login panel as the specification describes it (storefront.md §3 login payloads, §7 the WeChat calls,
 * §8 messages; portal.md §4 'QR login'), written independently of machines/wechat-login.ts.
 *   - Opened without a scan's code and state: the QR frame's URL is fetched ('二维码加载中…'), then the frame shows it
 *     with '请使用微信扫描二维码登录'. A failed fetch shows '二维码加载失败' (with the server msg) and a retry button.
 *   - Opened by the scan (code and state in the query): the code is exchanged ({code, state}) and no new QR is fetched
 *     ('正在登录…'). Tokens back (accessToken): logged in ('登录成功', the token handed on). Only openid and unionid
 *     back: the first scan needs a phone ('提示：首次扫码登录需要绑定手机号。' and the phone form). Anything else, or
 *     a refused exchange: '登录失败' (with the server msg), and a button that fetches a new QR code.
 *   - The binding form checks as the phone login does (customer pattern), then sends phone, verCode, openId and
 *     unionId (trimmed); the bind button is disabled meanwhile. An answer with data.token logs in; an answer without
 *     one, or a refusal, shows '登录失败' (with the server msg of a refusal).
 */

export const WECHAT_TEXTS = {
  qrLoading: '二维码加载中…',
  qrHint: '请使用微信扫描二维码登录',
  qrFailed: '二维码加载失败',
  retry: '重新获取二维码',
  exchanging: '正在登录…',
  failed: '登录失败',
  bindTip: '提示：首次扫码登录需要绑定手机号。',
  bindSubmit: '绑定并登录',
  loggedIn: '登录成功',
} as const

const MOBILE = /^1\d{10}$/
const text = (value: unknown): value is string => typeof value === 'string' && value !== ''

export type WechatView = 'loadingQr' | 'showingQr' | 'qrFailed' | 'exchanging' | 'failed' | 'binding' | 'bindingSubmit' | 'loggedIn'

export type WechatStep =
  | { type: 'retry' }
  | { type: 'phone'; phone: string }
  | { type: 'code'; code: string }
  | { type: 'submit' }
  | { type: 'qrUrl'; url: string }
  | { type: 'qrFail'; error: unknown }
  | { type: 'exchanged'; result: WechatExchangeResult | null | undefined }
  | { type: 'exchangeFail'; error: unknown }
  | { type: 'bound'; reply: LoginReply | undefined }
  | { type: 'bindFail'; error: unknown }

export interface WechatCall {
  id: 'fetchQrUrl' | 'exchangeCode' | 'bindLogin'
  input: unknown
}

export class WechatSpec {
  view: WechatView = 'loadingQr'
  qrUrl = ''
  phone = ''
  code = ''
  /** The failure line ('登录失败: msg' ...) or the binding form's message, or null. */
  message: string | null = null
  readonly calls: WechatCall[] = []
  readonly handedOn: string[] = []
  private ids = { openId: '', unionId: '' }

  constructor(query: { code?: string; state?: string }) {
    if (text(query.code) && text(query.state)) {
      this.view = 'exchanging'
      this.calls.push({ id: 'exchangeCode', input: { code: query.code, state: query.state } })
    } else this.loadQr()
  }

  private loadQr(): void {
    this.view = 'loadingQr'
    this.message = null
    this.calls.push({ id: 'fetchQrUrl', input: undefined })
  }

  private fail(base: string, error?: unknown): string {
    const detail = error === undefined ? '' : serverMessage(error)
    return detail ? `${base}: ${detail}` : base
  }

  /** The invoke that must be running now, if any. */
  running(): WechatCall['id'] | null {
    if (this.view === 'loadingQr') return 'fetchQrUrl'
    if (this.view === 'exchanging') return 'exchangeCode'
    if (this.view === 'bindingSubmit') return 'bindLogin'
    return null
  }

  apply(step: WechatStep): void {
    const expect = (...views: WechatView[]): void => {
      if (!views.includes(this.view)) throw new Error(`spec: ${step.type} while ${this.view}`)
    }
    switch (step.type) {
      case 'retry':
        expect('qrFailed', 'failed')
        return this.loadQr()
      case 'phone':
        this.phone = step.phone
        return
      case 'code':
        this.code = step.code
        return
      case 'submit': {
        if (this.view !== 'binding') return
        const phone = this.phone.trim()
        const verCode = this.code.trim()
        if (phone === '') this.message = PHONE_MESSAGES.phoneRequired
        else if (!MOBILE.test(phone)) this.message = PHONE_MESSAGES.phoneInvalid
        else if (verCode === '') this.message = PHONE_MESSAGES.codeRequired
        else {
          this.view = 'bindingSubmit'
          this.message = null
          this.calls.push({ id: 'bindLogin', input: { phone, verCode, ...this.ids } })
        }
        return
      }
      case 'qrUrl':
        expect('loadingQr')
        this.view = 'showingQr'
        this.qrUrl = step.url
        return
      case 'qrFail':
        expect('loadingQr')
        this.view = 'qrFailed'
        this.message = this.fail(WECHAT_TEXTS.qrFailed, step.error)
        return
      case 'exchanged': {
        expect('exchanging')
        const result = step.result
        if (text(result?.accessToken)) {
          this.view = 'loggedIn'
          this.handedOn.push(result.accessToken)
        } else if (text(result?.openid) && text(result?.unionid)) {
          this.view = 'binding'
          this.ids = { openId: result.openid, unionId: result.unionid }
        } else {
          this.view = 'failed'
          this.message = WECHAT_TEXTS.failed
        }
        return
      }
      case 'exchangeFail':
        expect('exchanging')
        this.view = 'failed'
        this.message = this.fail(WECHAT_TEXTS.failed, step.error)
        return
      case 'bound': {
        expect('bindingSubmit')
        const token = step.reply?.data?.token as unknown
        if (text(token)) {
          this.view = 'loggedIn'
          this.handedOn.push(token)
        } else {
          this.view = 'binding'
          this.message = WECHAT_TEXTS.failed
        }
        return
      }
      case 'bindFail':
        expect('bindingSubmit')
        this.view = 'binding'
        this.message = this.fail(WECHAT_TEXTS.failed, step.error)
    }
  }
}

export const wechatKey = (context: { phone: string; verCode: string }): string[] => [
  context.phone === '' ? 'empty' : MOBILE.test(context.phone) ? 'valid' : 'invalid',
  context.verCode === '' ? 'empty' : 'filled',
]

export const NEEDS_PHONE = { openid: 'o-b', unionid: 'u-b' }

/** A hand-written path the generated ones do not take: an earlier binding failure's msg must not stay. */
export function wechatScanScenario(): EventObject[] {
  return [
    doneEvent('exchangeCode', NEEDS_PHONE),
    phoneEvent(BIND_PHONE),
    codeEvent(BIND_CODE),
    { type: 'form.submit' },
    errorEvent('bindLogin', new Error('该手机号已绑定其他微信账号')),
    { type: 'form.submit' },
    doneEvent('bindLogin', { msg: '', data: null }),
  ]
}
