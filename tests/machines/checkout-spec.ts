import { ORDER_CLOSED_CODE } from '../../domain/limits'
import { RATENUMBER_MESSAGES, specRatenumberMessage } from '../support/taxpayer-numbers'

/**
 * The /paystep order wizard as storefront.md describes it (§4 'Order wizard', §5 order form, §7 calls, §8 messages,
 * §9 limits) and the recorded decisions (docs/decisions.md: checkout machines), written independently of
 * machines/checkout.ts so the machine suite can tell a wrong machine from a right one:
 *   - Five steps: 0 fill info, 1 check order, 2 pay, 3 payment unfinished, 4 payment complete (the step bar).
 *   - Step 0 to 1 after the form validates (§5, and the tax / ID number's format of docs/decisions.md); each refused
 *     field shows its message until it is edited.
 *   - Step 1: next is disabled until the agreement is ticked (read to the end, agreed); next creates the order (once:
 *     an order kept from a cancelled confirmation is reused, until the form or the reseller changes), then the
 *     confirmation that the digital licence subscription cannot be cancelled or refunded. A refused order shows the
 *     server msg. Cancel: 'already cancelled payment', back to step 1.
 *   - Confirm: the payment QR is requested (step 2); it is valid 15 minutes (the countdown, then 'refresh QR');
 *     the order state is polled every 2 s, for at most 900000 ms from entering step 2; a network error keeps polling.
 *     Paid (paymentstate 1, or the status call's code 200): step 4, the QR hidden, an invoice record when an invoice
 *     was chosen. The manual check finding it unpaid, a failed payment (2) or the cap: step 3; 'continue paying'
 *     returns to step 2 with the same QR while it is valid and the payment did not fail, else a new QR.
 *   - The server closed the unpaid order: its msg and 'order again', which starts a new order (a new attempt).
 *   - A reload at step 2 polls again with the stored QR while it is valid, else asks a new QR for the same order.
 *   - No user id: to the login.
 *   - 'Continue paying' of a pending order (portal.md §2, issue 13: /paystep?order=<id>, on any device): the wizard
 *     opens at step 2 for that order and asks its QR at once; no form, no new order. Back from step 2 and the
 *     closed order's button return to the personal centre's pending orders (docs/decisions.md, issue 13).
 */

export const STEP_TITLES = ['填写信息', '核对订单', '支付', '支付未完成', '支付完成'] as const

export const TEXTS = {
  confirm: '数字许可订阅一经购买，不可取消或退款',
  cancelled: '已取消支付',
  pending: '您有一笔待支付订单，请在 15 分钟内完成支付',
  paying: '支付中，请勿关闭窗口；支付后如未跳转，请联系客服',
  requesting: '正在获取支付二维码…',
  qrFailed: '支付二维码获取失败',
  expired: '二维码已过期，请刷新二维码',
  closed: '该订单已关闭',
  restart: '重新下单',
  back: '上一步',
  toPendingOrders: '返回待支付订单',
  unfinished: { unpaid: '订单尚未支付', failed: '支付失败，请重新获取二维码后支付', timedOut: '等待支付超时' },
  complete: '支付成功',
  invoiceFailed: '发票申请提交失败',
  messages: {
    username: '请输入姓名',
    receiverphone: '请输入正确的手机号或座机号',
    receiveremail: '请输入正确的邮箱地址',
    companyname: '请输入公司名称',
    ...RATENUMBER_MESSAGES,
  },
} as const

export const POLL_MS = 2000
export const POLL_CAP_MS = 900_000
export const QR_VALID_MS = 15 * 60_000

export interface SpecForm {
  username: string
  receiverphone: string
  receiveremail: string
  companyname: string
  isinvoice: 0 | 1 | 2 | 3
  ratenumber: string
  retailercode: string
}
export type FormField = keyof SpecForm
export const SPEC_EMPTY_FORM: SpecForm = {
  username: '',
  receiverphone: '',
  receiveremail: '',
  companyname: '',
  isinvoice: 0,
  ratenumber: '',
  retailercode: '',
}

const MOBILE = /^1\d{10}$/
const LANDLINE = /^0\d{2,3}-\d{7,8}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** §5: the fields that fail, with their message. */
export function failingFields(form: SpecForm): Partial<Record<FormField, string>> {
  const f = { ...form, username: form.username.trim(), receiverphone: form.receiverphone.trim(), receiveremail: form.receiveremail.trim() }
  const invoice = f.isinvoice !== 0
  const failing: Partial<Record<FormField, string>> = {}
  if (f.username === '') failing.username = TEXTS.messages.username
  if (!MOBILE.test(f.receiverphone) && !LANDLINE.test(f.receiverphone)) failing.receiverphone = TEXTS.messages.receiverphone
  if (f.receiveremail !== '' ? !EMAIL.test(f.receiveremail) : invoice) failing.receiveremail = TEXTS.messages.receiveremail
  if ((f.isinvoice === 2 || f.isinvoice === 3) && f.companyname.trim() === '') failing.companyname = TEXTS.messages.companyname
  const ratenumber = invoice ? specRatenumberMessage(f.isinvoice as 1 | 2 | 3, f.ratenumber) : null
  if (ratenumber !== null) failing.ratenumber = ratenumber
  return failing
}

/** The form as the order gets it: every text trimmed, the tax / ID number in capitals. */
export const trimmed = (form: SpecForm): SpecForm => {
  const each = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as unknown as SpecForm
  return { ...each, ratenumber: each.ratenumber.toUpperCase() }
}

export interface SpecOrder {
  id: string
  ordernum: string
  ordername: string
  paymentamount: number
}
export interface SpecQr {
  content: string
  issuedAt: number
  expiresAt: number
}
export interface SpecReseller {
  code: string
  retailername: string
  retailerCount: number
  payableFen: number
}

export type View =
  | 'login'
  | 'form'
  | 'review'
  | 'creating'
  | 'orderFailed'
  | 'confirm'
  | 'requestingQr'
  | 'qrFailed'
  | 'paying'
  | 'polling'
  | 'checking'
  | 'closed'
  | 'unpaid'
  | 'failed'
  | 'timedOut'
  | 'recordingInvoice'
  | 'complete'
  | 'invoiceFailed'
  | 'finished'
  /** A reopened order left for the personal centre's pending orders. */
  | 'backToOrders'

export type Call = 'createOrder' | 'requestPaymentQr' | 'checkPaymentState' | 'confirmPayment' | 'createInvoiceRecord'

export type SpecStep =
  | { type: 'type'; field: FormField; value: string | number }
  | { type: 'reseller'; reseller: SpecReseller | null }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'tick'; ticked: boolean }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'reply'; call: Call; output: unknown }
  | { type: 'fail'; call: Call; error: unknown }
  | { type: 'retry' }
  | { type: 'refresh' }
  | { type: 'check' }
  | { type: 'continue' }
  | { type: 'invoiceRetry' }
  | { type: 'finish' }
  | { type: 'restart' }
  | { type: 'reload' }

const STEP_OF: Record<View, number> = {
  login: 0,
  form: 0,
  review: 1,
  creating: 1,
  orderFailed: 1,
  confirm: 1,
  requestingQr: 2,
  qrFailed: 2,
  paying: 2,
  polling: 2,
  checking: 2,
  closed: 2,
  unpaid: 3,
  failed: 3,
  timedOut: 3,
  recordingInvoice: 4,
  complete: 4,
  invoiceFailed: 4,
  finished: 4,
  backToOrders: 2,
}

const msgOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

export class CheckoutSpec {
  view: View
  form: SpecForm = { ...SPEC_EMPTY_FORM }
  /** Messages shown under the form's fields. */
  errors: Partial<Record<FormField, string>> = {}
  ticked = false
  reseller: SpecReseller | null = null
  order: SpecOrder | null = null
  qr: SpecQr | null = null
  /** The message of the current step (order refused, QR refused, manual check failed, invoice failed, closed). */
  message = ''
  /** Orders again after a closed one. */
  restarts = 0
  /** What the calls were made with, in order (createOrder: the order's form and reseller). */
  readonly orders: { attempt: number; form: SpecForm; reseller: SpecReseller | null }[] = []
  qrRequests = 0
  invoiceRecords = 0
  toLogin = 0
  toOrders = 0
  toPendingOrders = 0
  /** A pending order reopened from the personal centre: there is no form behind it. */
  readonly reopened: boolean
  cancelled = 0
  /** When the next poll is due and when polling stops (the clock's ms). */
  pollDueAt = 0
  capAt = 0
  /** 'already cancelled payment' shows right after the cancel. */
  justCancelled = false

  constructor(loggedIn: boolean, reopened: SpecOrder | null = null) {
    this.view = loggedIn ? 'form' : 'login'
    if (!loggedIn) this.toLogin = 1
    this.reopened = reopened !== null
    if (loggedIn && reopened) {
      this.order = reopened
      this.requestQr()
    }
  }

  private leaveForPendingOrders(): void {
    this.view = 'backToOrders'
    this.toPendingOrders += 1
  }

  step(): number {
    return STEP_OF[this.view]
  }

  /** Step 2 with the QR shown (waiting for the next poll, polling, or the manual check running). */
  paying(): boolean {
    return this.view === 'paying' || this.view === 'polling' || this.view === 'checking'
  }

  /**
   * Whether the next visit to /paystep resumes this purchase (decisions.md, persistence): a logged-in customer's
   * purchase is kept until it is paid; a paid one is over, and a reopened order is read from the server again.
   */
  kept(): boolean {
    return this.view !== 'login' && !this.reopened && !this.isPaid()
  }

  /** Step 4: paid (the invoice record being made or refused, or the wizard finished). */
  isPaid(): boolean {
    return this.view === 'recordingInvoice' || this.view === 'complete' || this.view === 'invoiceFailed' || this.view === 'finished'
  }

  qrExpired(now: number): boolean {
    return this.qr !== null && this.qr.expiresAt - now <= 0
  }

  private enterPay(now: number): void {
    this.view = 'paying'
    this.capAt = now + POLL_CAP_MS
    this.pollDueAt = now + POLL_MS
  }

  private requestQr(): void {
    this.view = 'requestingQr'
    this.qrRequests += 1
  }

  private paid(): void {
    this.qr = null
    this.message = ''
    if (this.form.isinvoice !== 0) {
      this.view = 'recordingInvoice'
      this.invoiceRecords += 1
    } else this.view = 'complete'
  }

  /** The clock has moved: a poll falls due, or the cap. */
  tick(now: number): void {
    if (!this.paying()) return
    if (now >= this.capAt) {
      this.view = 'timedOut'
      return
    }
    if (this.view === 'paying' && now >= this.pollDueAt) this.view = 'polling'
  }

  /** The clock was set (not waited): the timers keep their own time. */
  shift(ms: number): void {
    this.pollDueAt += ms
    this.capAt += ms
  }

  apply(step: SpecStep, now: number): void {
    this.justCancelled = step.type === 'cancel'
    switch (step.type) {
      case 'type': {
        ;(this.form as unknown as Record<string, unknown>)[step.field] = step.value
        const failing = failingFields(this.form)
        this.errors = Object.fromEntries(
          Object.entries(this.errors)
            .filter(([field]) => field !== step.field && field in failing)
            .map(([field]) => [field, failing[field as FormField]]),
        )
        // The order no longer matches the form.
        this.order = null
        this.qr = null
        return
      }
      case 'reseller':
        this.reseller = step.reseller
        this.form.retailercode = step.reseller?.code ?? ''
        this.order = null
        this.qr = null
        return
      case 'tick':
        this.ticked = step.ticked
        return
      case 'next':
        if (this.view === 'form') {
          const failing = failingFields(this.form)
          if (Object.keys(failing).length > 0) this.errors = failing
          else {
            this.errors = {}
            this.form = trimmed(this.form)
            this.view = 'review'
          }
        } else if ((this.view === 'review' || this.view === 'orderFailed') && this.ticked) {
          if (this.order) this.view = 'confirm'
          else {
            this.view = 'creating'
            this.message = ''
            this.orders.push({ attempt: this.restarts, form: { ...this.form }, reseller: this.reseller })
          }
        }
        return
      case 'back':
        if (this.view === 'review' || this.view === 'orderFailed') {
          this.view = 'form'
          this.message = ''
        } else if ((this.view === 'qrFailed' || this.paying()) && this.reopened) this.leaveForPendingOrders()
        else if (this.view === 'qrFailed' || this.paying()) {
          this.view = 'review'
          this.message = ''
        }
        return
      case 'confirm':
        this.requestQr()
        return
      case 'cancel':
        this.view = 'review'
        this.cancelled += 1
        return
      case 'retry':
      case 'refresh':
        this.message = ''
        this.requestQr()
        return
      case 'check':
        this.view = 'checking'
        return
      case 'continue':
        // A failed payment's attempt is closed on the server: always a new QR.
        this.message = ''
        if (this.view !== 'failed' && this.qr && !this.qrExpired(now)) this.enterPay(now)
        else this.requestQr()
        return
      case 'invoiceRetry':
        this.view = 'recordingInvoice'
        this.invoiceRecords += 1
        return
      case 'finish':
        this.view = 'finished'
        this.toOrders += 1
        return
      case 'restart':
        if (this.reopened) {
          this.leaveForPendingOrders()
          return
        }
        this.view = 'form'
        this.message = ''
        this.order = null
        this.qr = null
        this.restarts += 1
        return
      case 'reload':
        if (this.paying()) {
          if (this.qr && !this.qrExpired(now)) this.enterPay(now)
          else this.requestQr()
        }
        return
      case 'reply':
        this.reply(step.call, step.output, now)
        return
      case 'fail':
        this.fail(step.call, step.error, now)
    }
  }

  private reply(call: Call, output: unknown, now: number): void {
    const status = output as { paymentstate?: number; code?: number }
    const paid = status?.paymentstate === 1 || status?.code === 200
    switch (call) {
      case 'createOrder':
        this.order = output as SpecOrder
        this.view = 'confirm'
        return
      case 'requestPaymentQr':
        this.qr = output as SpecQr
        this.message = ''
        this.enterPay(now)
        return
      case 'checkPaymentState':
        if (paid) this.paid()
        else if (status?.paymentstate === 2) this.view = 'failed'
        else {
          this.view = 'paying'
          this.pollDueAt = now + POLL_MS
        }
        return
      case 'confirmPayment':
        if (paid) this.paid()
        else this.view = 'unpaid'
        return
      case 'createInvoiceRecord':
        this.view = 'complete'
    }
  }

  private fail(call: Call, error: unknown, now: number): void {
    switch (call) {
      case 'createOrder':
        this.view = 'orderFailed'
        this.message = msgOf(error)
        return
      case 'requestPaymentQr':
        this.message = msgOf(error)
        this.view = (error as { code?: unknown }).code === ORDER_CLOSED_CODE ? 'closed' : 'qrFailed'
        if (this.view === 'closed') this.qr = null
        return
      case 'checkPaymentState':
        this.view = 'paying'
        this.pollDueAt = now + POLL_MS
        return
      case 'confirmPayment':
        this.view = 'paying'
        this.message = msgOf(error)
        this.pollDueAt = now + POLL_MS
        return
      case 'createInvoiceRecord':
        this.view = 'invoiceFailed'
        this.message = msgOf(error)
    }
  }
}
