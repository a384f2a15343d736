import type { AnyStateMachine, EventObject } from 'xstate'
import type { SendCodeReply } from '../../machines/sms-code'
import { ApiError } from '../../src/api/api-error'
import { afterEvent, doneEvent } from '../../tools/machine-model/paths'

/**
 * The SMS code button as storefront.md describes it (§4 login, §5 find password, limits): written from the
 * specification, independent of machines/sms-code.ts, so the machine suite can tell a wrong machine from a right one.
 *   - 'Get code' is enabled only for an 11-digit mobile starting with 1; a click sends the number as it is then.
 *   - While sending the button is disabled ('Sending…').
 *   - A sent code starts a 60-second countdown ('<n> 秒后重发', 60 down to 1, the server msg under the button), then
 *     the button reads 'resend' (重新发送).
 *   - A failed send shows the server msg as an error; sending again is allowed.
 *   - A reply msg 'false' opens the phone dialog; after closing it the button stays disabled until the number changes.
 */

export const RESEND_SECONDS = 60
const MOBILE = /^1\d{10}$/

export type SpecView = 'ready' | 'sending' | 'counting' | 'resend' | 'failed' | 'dialog' | 'blocked'

export type SpecStep =
  | { type: 'phone'; phone: string }
  | { type: 'click' }
  | { type: 'close' }
  | { type: 'reply'; reply: SendCodeReply | undefined }
  | { type: 'fail'; error: unknown }

const LABELS = { send: '获取验证码', sending: '发送中…', resend: '重新发送' } as const

export class SmsSpec {
  phone = ''
  message = ''
  /** The numbers the send-code call was made with, in order. */
  readonly sent: string[] = []
  private current: SpecView = 'ready'
  private countdownFrom = 0
  private now: number
  private blockedPhone = ''

  constructor(now = 0) {
    this.now = now
  }

  view(): SpecView {
    return this.current
  }

  canSend(): boolean {
    return (this.current === 'ready' || this.current === 'resend' || this.current === 'failed') && MOBILE.test(this.phone)
  }

  label(): string {
    if (this.current === 'sending') return LABELS.sending
    if (this.current === 'counting') return `${this.secondsLeft()} 秒后重发`
    if (this.current === 'resend') return LABELS.resend
    return LABELS.send
  }

  secondsLeft(): number {
    return RESEND_SECONDS - Math.floor((this.now - this.countdownFrom) / 1000)
  }

  /** The clock moved on: the countdown ends after exactly 60 s. */
  tick(now: number): void {
    this.now = now
    if (this.current === 'counting' && now - this.countdownFrom >= RESEND_SECONDS * 1000) this.current = 'resend'
  }

  apply(step: SpecStep, now: number): void {
    this.tick(now)
    switch (step.type) {
      case 'phone':
        if (this.current === 'blocked' && step.phone !== this.blockedPhone) this.current = 'ready'
        this.phone = step.phone
        return
      case 'click':
        // A disabled button ignores clicks.
        if (!this.canSend()) return
        this.sent.push(this.phone)
        this.current = 'sending'
        return
      case 'close':
        if (this.current !== 'dialog') throw new Error('spec: no phone dialog to close')
        this.current = 'blocked'
        this.blockedPhone = this.phone
        return
      case 'reply':
        if (this.current !== 'sending') throw new Error(`spec: a send-code answer while ${this.current}`)
        if (step.reply?.msg === 'false') {
          this.current = 'dialog'
          this.message = ''
        } else {
          this.current = 'counting'
          this.countdownFrom = now
          this.message = step.reply?.msg ?? ''
        }
        return
      case 'fail':
        if (this.current !== 'sending') throw new Error(`spec: a send-code failure while ${this.current}`)
        this.current = 'failed'
        this.message = step.error instanceof Error ? step.error.message : String(step.error)
    }
  }
}

export const VALID = '13800138000'
export const SHORT = '1380013'
const phoneEvent = (phone: string): EventObject => ({ type: 'phone.change', phone }) as EventObject

/** The sample events, answers and failures the machine suite generates its paths with. */
export const SMS_SAMPLES = {
  events: { 'phone.change': [phoneEvent(VALID), phoneEvent(SHORT)] },
  outputs: { sendCode: [{ msg: '发送成功' }, { msg: 'false' }] },
  errors: { sendCode: [new ApiError(429, '发送过于频繁，请稍后再试', 429)] },
}

export const isSpecMobile = (phone: string): boolean => MOBILE.test(phone)

/** A second code after the window: the countdown starts again at 60 (a hand-written path of the machine suite). */
export function resendScenario(machine: AnyStateMachine): EventObject[] {
  return [
    phoneEvent(VALID),
    { type: 'code.send' },
    doneEvent('sendCode', { msg: '发送成功' }),
    afterEvent(machine, 'countingDown'),
    { type: 'code.send' },
    doneEvent('sendCode', { msg: '发送成功' }),
  ]
}
