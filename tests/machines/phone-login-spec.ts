import type { EventObject } from 'xstate'
import type { LoginReply, LoginVariant } from '../../machines/phone-login'
import { ApiError } from '../../src/api/api-error'
import { doneEvent, errorEvent } from '../../tools/machine-model/paths'

/**
 * The phone + SMS code login form as the specification describes it (storefront.md §3 login payloads, §5 phone
 * rules, §8 messages; portal.md §5 login messages, §8 '登录失败'; decisions.md: the token is read from data.token),
 * written independently of machines/phone-login.ts so the suite can tell a wrong machine from a right one.
 *   - Submitting checks, in order: phone required ('手机号码不能为空'), phone pattern ('请输入正确的手机号码'; any
 *     11-digit mobile starting with 1 for customers, resellers exclude 6 as the second digit), code required
 *     ('验证码不能为空'). Blank input counts as empty; what is sent is trimmed. The message shows as an error.
 *   - A valid form calls the login with {phone, verCode} (and which login: customer or reseller); the submit button is
 *     busy ('登录中…') and disabled until the answer.
 *   - A refused login shows the server msg as a warning; an answer without a token shows '登录失败' as a warning.
 *   - An answer with a token hands the token on (once) and the form stays disabled: the page leaves.
 *   - Decision (decisions.md, the login page): a message about a field goes once that field is edited (phone
 *     required or invalid: the phone; code required: the code); the server's message stays until the next submit.
 */

export const PHONE_MESSAGES = {
  phoneRequired: '手机号码不能为空',
  phoneInvalid: '请输入正确的手机号码',
  codeRequired: '验证码不能为空',
  noToken: '登录失败',
} as const

export const SUBMIT_LABELS = { idle: '登录', busy: '登录中…' } as const

const PATTERNS: Record<LoginVariant, RegExp> = { customer: /^1\d{10}$/, retailer: /^1[0-57-9]\d{9}$/ }
/** The send-code button needs an 11-digit mobile starting with 1 (whatever the login). */
export const SENDABLE = /^1\d{10}$/

export type PhoneLoginView = 'form' | 'submitting' | 'loggedIn'

export type PhoneLoginStep =
  | { type: 'phone'; phone: string }
  | { type: 'code'; code: string }
  | { type: 'submit' }
  | { type: 'reply'; reply: LoginReply | undefined }
  | { type: 'fail'; error: unknown }

export interface LoginCall {
  variant: LoginVariant
  phone: string
  verCode: string
}

/** The token a login answer carries (data.token, a non-empty string), else none. */
function tokenIn(reply: LoginReply | undefined): string | null {
  const token = reply?.data?.token as unknown
  return typeof token === 'string' && token !== '' ? token : null
}

/** The server msg of a refused call: an Error's message, a string, or a `msg` field. */
export function serverMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  if (error && typeof error === 'object' && 'msg' in error && error.msg != null) return String(error.msg)
  return ''
}

export class PhoneLoginSpec {
  phone = ''
  code = ''
  view: PhoneLoginView = 'form'
  /** The message under the form and how it shows, or null. */
  message: { text: string; kind: 'error' | 'warning' } | null = null
  /** The login calls, in order. */
  readonly calls: LoginCall[] = []
  /** The tokens handed to the page, in order. */
  readonly handedOn: string[] = []

  constructor(readonly variant: LoginVariant) {}

  submitEnabled(): boolean {
    return this.view === 'form'
  }

  submitLabel(): string {
    return this.view === 'submitting' ? SUBMIT_LABELS.busy : SUBMIT_LABELS.idle
  }

  apply(step: PhoneLoginStep): void {
    switch (step.type) {
      case 'phone': {
        const edited = step.phone !== this.phone
        this.phone = step.phone
        if (edited && (this.message?.text === PHONE_MESSAGES.phoneRequired || this.message?.text === PHONE_MESSAGES.phoneInvalid)) {
          this.message = null
        }
        return
      }
      case 'code': {
        const edited = step.code !== this.code
        this.code = step.code
        if (edited && this.message?.text === PHONE_MESSAGES.codeRequired) this.message = null
        return
      }
      case 'submit': {
        if (!this.submitEnabled()) return
        const phone = this.phone.trim()
        const code = this.code.trim()
        const error = (text: string): void => {
          this.message = { text, kind: 'error' }
        }
        if (phone === '') return error(PHONE_MESSAGES.phoneRequired)
        if (!PATTERNS[this.variant].test(phone)) return error(PHONE_MESSAGES.phoneInvalid)
        if (code === '') return error(PHONE_MESSAGES.codeRequired)
        this.calls.push({ variant: this.variant, phone, verCode: code })
        this.view = 'submitting'
        this.message = null
        return
      }
      case 'reply': {
        if (this.view !== 'submitting') throw new Error(`spec: a login answer while ${this.view}`)
        const token = tokenIn(step.reply)
        if (token === null) {
          this.view = 'form'
          this.message = { text: PHONE_MESSAGES.noToken, kind: 'warning' }
        } else {
          this.view = 'loggedIn'
          this.handedOn.push(token)
        }
        return
      }
      case 'fail':
        if (this.view !== 'submitting') throw new Error(`spec: a login failure while ${this.view}`)
        this.view = 'form'
        this.message = { text: serverMessage(step.error), kind: 'warning' }
    }
  }
}

export const VALID_PHONE = '13800138000'
/** Valid for customers, refused for resellers (6 as the second digit). */
export const NO_6_PHONE = '16612345678'
export const CODE = '123456'
export const REFUSED = new ApiError(400, '验证码错误或已过期', 400)
export const TOKEN_REPLY: LoginReply = { msg: 'tok-1', data: { token: 'tok-1' } }

const phoneEvent = (phone: string): EventObject => ({ type: 'phone.change', phone }) as EventObject
const codeEvent = (code: string): EventObject => ({ type: 'code.change', code }) as EventObject

/** The sample events, answers and failures the suite generates its paths with. */
export function phoneLoginSamples(variant: LoginVariant) {
  return {
    events: {
      'phone.change': [phoneEvent(''), phoneEvent(variant === 'retailer' ? NO_6_PHONE : '12345'), phoneEvent(VALID_PHONE)],
      'code.change': [codeEvent(''), codeEvent(CODE)],
    },
    outputs: { login: [TOKEN_REPLY, { msg: 'tok-1', data: null }] },
    errors: { login: [REFUSED] },
  }
}

/** The part of the context that tells states apart, judged by the spec's patterns. */
export function phoneLoginKey(variant: LoginVariant) {
  return (context: { phone: string; code: string }): string[] => [
    context.phone === '' ? 'empty' : PATTERNS[variant].test(context.phone) ? 'valid' : 'invalid',
    context.code === '' ? 'empty' : 'filled',
  ]
}

/** Hand-written paths the generated ones do not take (run by the machine suite, replayed by the loads test). */
export function phoneLoginScenarios(): EventObject[][] {
  return [
    // A refused code, then a new code: the warning goes and the login succeeds.
    [
      phoneEvent(VALID_PHONE),
      codeEvent(CODE),
      { type: 'form.submit' },
      errorEvent('login', REFUSED),
      codeEvent('654321'),
      { type: 'form.submit' },
      doneEvent('login', TOKEN_REPLY),
    ],
    // Blanks are empty, and what is sent is trimmed.
    [
      phoneEvent('   '),
      { type: 'form.submit' },
      phoneEvent(` ${VALID_PHONE} `),
      codeEvent('  '),
      { type: 'form.submit' },
      codeEvent(' 12345 '),
      { type: 'form.submit' },
      doneEvent('login', { msg: 'x', data: { token: '' } }),
      { type: 'form.submit' },
      doneEvent('login', { msg: 'tok-2', data: { token: 'tok-2' } }),
    ],
  ]
}
