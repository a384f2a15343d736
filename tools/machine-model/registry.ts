import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventObject } from 'xstate'
import { ApiError } from '../../domain/api-error'
import { isOrderFormValid } from '../../domain/order-form-rules'
import type { RetailerLine } from '../../domain/pricing'
import { BUY_TYPES } from '../../domain/product-types'
import { isMobile } from '../../domain/validation-patterns'
import { agreementGateMachine } from '../../machines/agreement-gate'
import { cartCheckoutMachine, type CartHandoffItem } from '../../machines/cart-checkout'
import { checkoutMachine, wizardStep } from '../../machines/checkout'
import { forumPostComposerMachine } from '../../machines/forum-post-composer'
import { invoiceReissueMachine } from '../../machines/invoice-reissue'
import { COMPOSER_INPUTS, COMPOSER_SAMPLES, composerContextKey } from './samples/forum-post-composer'
import { CHECKOUT_INPUT, checkoutSamples, REOPENED_INPUT } from './samples/checkout'
import { REISSUE_INPUTS, REISSUE_SAMPLES, reissueContextKey } from './samples/invoice-reissue'
import { LICENSE_INPUTS, LICENSE_SAMPLES, licenseContextKey } from './samples/license-creation'
import { licenseCreationMachine } from '../../machines/license-creation'
import { SCAN, WECHAT_SAMPLES } from './samples/wechat-login'
import { phoneLoginMachine, phonePatternFor } from '../../machines/phone-login'
import { preventDoubleClickMachine } from '../../machines/prevent-double-click'
import { retailerCodeMachine } from '../../machines/retailer-code'
import { sessionMachine } from '../../machines/session'
import { smsCodeMachine } from '../../machines/sms-code'
import {
  canSubscribe,
  countLocked,
  durationLocked,
  subscriptionConfigMachine,
  type ConfigProduct,
} from '../../machines/subscription-config'
import { wechatLoginMachine } from '../../machines/wechat-login'

/**
 * Every machine of machines/, named once, with what traversing it needs: the inputs it starts from (one variant per
 * way the app starts it; each model-based suite writes one coverage report per variant), sample payloads for its
 * events and sample results for its invoked actors (the synthetic done/error events of path generation; the
 * viewer's simulate mode offers the same), the part of the context that tells states apart (never the whole context:
 * see STACK-NOTES on infinite graphs) and invariants the random walks check. App-safe: no test code.
 * The samples mirror the fixtures of tests/machines/*.test.tsx.
 */

export interface TraversalSamples {
  /** Concrete events (with payloads) per user event type; default `[{ type }]`. */
  events?: Record<string, EventObject[]>
  /** Sample outputs per invoke id (one synthetic done event each). */
  outputs?: Record<string, unknown[]>
  /** Sample errors per invoke id (one synthetic error event each). */
  errors?: Record<string, unknown[]>
}

export interface MachineVariant {
  /** Name of the variant; `report` is the coverage report its suite writes (reports/machines/<report>.json). */
  name: string
  report: string
  input?: unknown
  /** Samples of this variant, replacing the machine's per event type / invoke id. */
  samples?: TraversalSamples
}

export interface MachineInvariant {
  name: string
  holds: (snapshot: AnyMachineSnapshot) => boolean
}

export interface MachineEntry {
  /** The file name in machines/ without .ts, e.g. `phone-login`. */
  id: string
  machine: AnyStateMachine
  summary: string
  variants: MachineVariant[]
  samples: TraversalSamples
  contextKey?: (context: never) => unknown
  invariants: MachineInvariant[]
}

interface TypedEntry<TMachine extends AnyStateMachine> extends Omit<MachineEntry, 'machine' | 'contextKey' | 'invariants'> {
  machine: TMachine
  contextKey?: (context: ContextFrom<TMachine>) => unknown
  invariants?: Array<{ name: string; holds: (snapshot: { context: ContextFrom<TMachine>; value: unknown }) => boolean }>
}

const entry = <TMachine extends AnyStateMachine>(typed: TypedEntry<TMachine>): MachineEntry => ({
  ...typed,
  contextKey: typed.contextKey as MachineEntry['contextKey'],
  invariants: (typed.invariants ?? []) as MachineInvariant[],
})

const ev = (type: string, payload: Record<string, unknown> = {}): EventObject => ({ type, ...payload }) as EventObject

// ---------------------------------------------------------------- fixtures (as in tests/machines)
const CART_ITEMS: CartHandoffItem[] = [
  { id: 'c1', productid: 'p-map', productname: 'SummitMap 标准版', number: 1, duration: 2, durationunion: 'week' },
  { id: 'c2', productid: 'p-solid', productname: 'SummitSolid 专业版', number: 2, duration: 1, durationunion: 'month' },
]
const price = (week: number, month: number, season = -1, halfyear = -1) => ({
  weekprice: week,
  monthprice: month,
  seasonprice: season,
  halfyearprice: halfyear,
})
const RETAILER_LINES: RetailerLine[] = [
  { productid: 'p-map', product: price(199, 699), durationunion: 'week', duration: 2, number: 1 },
  { productid: 'p-solid', product: price(399, 699), durationunion: 'month', duration: 1, number: 2 },
  { productid: 'p-lab', product: price(0.1, -1), durationunion: 'week', duration: 1, number: 1 },
]
const PRODUCTS: ConfigProduct[] = [
  { id: 'p-week', name: 'SummitMap 标准版', type: 'SummitMap', ismonth: 0, ...price(199, 699, 1899, 3499) },
  { id: 'p-team', name: 'SummitSolid 团队五套装', type: 'SummitSolid', ismonth: 1, onemonth: 5, ...price(-1, 3999, 10999, 19999) },
  { id: 'p-course', name: 'SummitLab 学期课程包', type: 'SummitLab', ismonth: 2, limitduration: 16, ...price(59.9, -1) },
  { id: 'p-terra', name: 'SummitTerra 地形版', type: 'SummitTerra', ismonth: 1, ...price(-1, -1) },
]
const phoneState = (phone: string, pattern: RegExp): string => (phone === '' ? 'empty' : pattern.test(phone) ? 'valid' : 'invalid')

export const machineRegistry: readonly MachineEntry[] = [
  entry({
    id: 'agreement-gate',
    machine: agreementGateMachine,
    summary: 'The subscription agreement checkbox: ticking opens the PDF, which must be scrolled to the bottom before agreeing.',
    variants: [{ name: 'default', report: 'agreementGate' }],
    samples: {
      events: {
        'agreement.scroll': [400, 11, 10, 0].map((distanceToBottom) => ev('agreement.scroll', { distanceToBottom })),
      },
    },
  }),
  entry({
    id: 'cart-checkout',
    machine: cartCheckoutMachine,
    summary: 'Cart to payment handoff: remove the selected items, persist the handoff, open the wizard; leaving puts them back.',
    variants: [
      { name: 'default', report: 'cartCheckout', input: { where: 'elsewhere', handoff: null } },
      { name: 'resumed on paystep', report: 'cartCheckout', input: { where: 'paystep', handoff: { source: 'cart', items: CART_ITEMS } } },
    ],
    samples: {
      events: {
        'checkout.start': [
          ev('checkout.start', { items: [], totalFen: 0 }),
          ev('checkout.start', { items: CART_ITEMS, totalFen: 0 }),
          ev('checkout.start', { items: CART_ITEMS, totalFen: null }),
          ev('checkout.start', { items: CART_ITEMS, totalFen: 179_600 }),
        ],
      },
      errors: {
        removeFromCart: [new ApiError(403, '无权操作其他用户的数据', 403)],
        restoreToCart: [new ApiError(400, '该产品不支持在线购买', 400)],
      },
    },
  }),
  entry({
    id: 'checkout',
    machine: checkoutMachine,
    summary:
      'The /paystep wizard with its children (agreement gate, reseller code): fill info, check order and agree, confirm (no refund), pay by QR with polling, finish; persisted and resumed; a pending order reopened at the payment step.',
    variants: [
      { name: 'default', report: 'checkout', input: CHECKOUT_INPUT },
      { name: 'logged out', report: 'checkout', input: { ...CHECKOUT_INPUT, userId: null } },
      { name: 'pending order', report: 'checkout', input: REOPENED_INPUT },
    ],
    samples: checkoutSamples,
    // As tests/machines/checkout.test.tsx: form validity only; its long scenarios cover steps 2 to 4.
    contextKey: (context) => isOrderFormValid(context.form),
    invariants: [{ name: 'the step bar shows a step in 0..4', holds: (snapshot) => [0, 1, 2, 3, 4].includes(wizardStep(snapshot)) }],
  }),
  entry({
    id: 'forum-post-composer',
    machine: forumPostComposerMachine,
    summary:
      "The /AddForumPost question composer: load the question to edit (its author only), title, module and rich text with images (feedback's rules), a debounced draft, '请输入标题' / '请选择版块' / '请输入内容', saved once, login kept with the draft, leaving asks first.",
    variants: [
      { name: 'question to edit', report: 'forumPostComposer', input: COMPOSER_INPUTS.editing },
      { name: 'new question', report: 'forumPostComposer', input: COMPOSER_INPUTS.fresh },
      { name: 'restored draft', report: 'forumPostComposer', input: COMPOSER_INPUTS.restored },
      { name: 'logged out', report: 'forumPostComposer', input: COMPOSER_INPUTS.loggedOut },
    ],
    samples: COMPOSER_SAMPLES,
    contextKey: composerContextKey,
    invariants: [
      {
        name: 'a saved question has an id',
        holds: (snapshot) => snapshot.value !== 'saved' || snapshot.context.savedId !== '',
      },
    ],
  }),
  entry({
    id: 'invoice-reissue',
    machine: invoiceReissueMachine,
    summary:
      "The invoice tab's re-issue dialog: the corrected title and a remark; '数据错误' without an id, only an issued invoice, sent once, the answer's msg.",
    variants: [
      { name: 'issued invoice', report: 'invoiceReissue', input: REISSUE_INPUTS.issued },
      { name: 'no invoice id', report: 'invoiceReissue', input: REISSUE_INPUTS.noId },
      { name: 'voided invoice', report: 'invoiceReissue', input: REISSUE_INPUTS.voided },
    ],
    samples: REISSUE_SAMPLES,
    contextKey: reissueContextKey,
    invariants: [
      {
        name: 'nothing is sent for an invoice without an id or not issued',
        holds: (snapshot) =>
          !['submitting', 'reissued'].includes(snapshot.value as string) ||
          (snapshot.context.invoiceId !== '' && snapshot.context.status === 1),
      },
    ],
  }),
  entry({
    id: 'license-creation',
    machine: licenseCreationMachine,
    summary:
      "The licence creation dialog: a machine code first, the listed paid online lines ticked per machine (no product twice on a machine), the warning, '已取消', '请选择数据', makelicense for one and mutiBatchCreate for several, sent once.",
    variants: [
      { name: 'lines to license', report: 'licenseCreation', input: LICENSE_INPUTS.default },
      { name: 'nothing listed', report: 'licenseCreation', input: LICENSE_INPUTS.nothingListed },
    ],
    samples: LICENSE_SAMPLES,
    contextKey: licenseContextKey,
    invariants: [
      {
        name: 'every tick is for a machine code and a listed line, never one product twice on a machine',
        holds: (snapshot) => {
          const { chosen, lines } = snapshot.context
          const keys = chosen.map((choice) => `${choice.machinecode}/${choice.productid}`)
          return (
            new Set(keys).size === keys.length &&
            chosen.every((choice) => choice.machinecode !== '' && lines.some((line) => line.id === choice.lineId))
          )
        },
      },
    ],
  }),
  entry({
    id: 'phone-login',
    machine: phoneLoginMachine,
    summary: 'Phone and SMS code login, for customers (/login) and resellers (/loginRetailer).',
    variants: [
      { name: 'customer', report: 'phoneLogin', input: { variant: 'customer' } },
      {
        name: 'retailer',
        report: 'phoneLogin-retailer',
        input: { variant: 'retailer' },
        // A reseller phone may not have 6 as the second digit: 16... is valid for customers only.
        samples: { events: { 'phone.change': ['', '16612345678', '13800138000'].map((phone) => ev('phone.change', { phone })) } },
      },
    ],
    samples: {
      events: {
        'phone.change': ['', '12345', '13800138000'].map((phone) => ev('phone.change', { phone })),
        'code.change': ['', '123456'].map((code) => ev('code.change', { code })),
      },
      outputs: {
        login: [
          { msg: 'tok-1', data: { token: 'tok-1' } },
          { msg: '', data: null },
        ],
      },
      errors: { login: [new ApiError(400, '验证码错误或已过期', 400)] },
    },
    contextKey: (context) => [phoneState(context.phone, phonePatternFor(context.variant)), context.code === '' ? 'empty' : 'filled'],
  }),
  entry({
    id: 'prevent-double-click',
    machine: preventDoubleClickMachine,
    summary: 'A submit button that rests for the double-click guard window after each click.',
    variants: [{ name: 'default', report: 'preventDoubleClick' }],
    samples: {},
  }),
  entry({
    id: 'retailer-code',
    machine: retailerCodeMachine,
    summary: 'The reseller invitation code of the order form: checked on blur, a match gives a count and a discounted amount.',
    variants: [{ name: 'default', report: 'retailerCode', input: { lines: RETAILER_LINES } }],
    samples: {
      events: {
        'code.change': ['', '  R-001  ', 'R-404'].map((code) => ev('code.change', { code })),
        'count.change': [3, 0].map((count) => ev('count.change', { count })),
      },
      outputs: {
        lookupRetailer: [[{ productid: 'p-map, p-lab', companyname: '华东测绘', retailername: '华东分销', discount: 0.85 }], []],
      },
    },
    contextKey: (context) => [context.code.trim() !== '', context.retailerCount],
    invariants: [{ name: 'the reseller count is at least 1', holds: (snapshot) => snapshot.context.retailerCount >= 1 }],
  }),
  entry({
    id: 'session',
    machine: sessionMachine,
    summary:
      'The app session: resume a stored token, log in and out, the profile (a failed load is retried, not a logout), the cart count, code 600 re-login.',
    variants: [{ name: 'default', report: 'session', input: { kind: 'customer' } }],
    samples: {
      events: {
        'session.login': (['customer', 'retailer'] as const).map((kind) => ev('session.login', { token: `tok-${kind}`, kind })),
        'session.resume': [ev('session.resume', { token: 'tok-stored' })],
      },
      outputs: {
        fetchProfile: [{ id: 'u1', username: '张三', retailername: '李四经销' }, null],
        fetchCartCount: [3, 120],
        logout: [undefined],
      },
      errors: {
        fetchProfile: [new ApiError(600, '登录已失效，请重新登录', 401), new TypeError('Failed to fetch')],
        fetchCartCount: [new Error('offline')],
        logout: [new Error('offline')],
      },
    },
    contextKey: (context) => `${context.kind}:${context.profileFailures}`,
  }),
  entry({
    id: 'sms-code',
    machine: smsCodeMachine,
    summary: 'The "get code" button: checks the phone, sends the SMS code, then counts down before another send.',
    variants: [{ name: 'default', report: 'smsCode' }],
    samples: {
      events: { 'phone.change': ['13800138000', '1380013'].map((phone) => ev('phone.change', { phone })) },
      outputs: { sendCode: [{ msg: '发送成功' }, { msg: 'false' }] },
      errors: { sendCode: [new ApiError(429, '发送过于频繁，请稍后再试', 429)] },
    },
    contextKey: (context) => isMobile(context.phone),
  }),
  entry({
    id: 'subscription-config',
    machine: subscriptionConfigMachine,
    summary: 'The /BuyMenu configurator: product, unit, duration and count, subscribe (or log in first).',
    variants: [{ name: 'default', report: 'subscriptionConfig' }],
    samples: {
      events: {
        'type.choose': BUY_TYPES.map((productType) => ev('type.choose', { productType })),
        'product.pick': PRODUCTS.map((product) => ev('product.pick', { product })),
        'unit.change': ['season', 'week'].map((unit) => ev('unit.change', { unit })),
        'duration.change': [0, 3, 1000].map((duration) => ev('duration.change', { duration })),
        'count.change': [2, 10000].map((count) => ev('count.change', { count })),
        'session.change': [true, false].map((loggedIn) => ev('session.change', { loggedIn })),
      },
    },
    contextKey: (context) => [
      context.productType,
      context.loggedIn,
      canSubscribe(context),
      countLocked(context.product),
      durationLocked(context.product),
    ],
    invariants: [
      {
        name: 'the duration is a whole number >= 0',
        holds: (snapshot) => Number.isInteger(snapshot.context.duration) && snapshot.context.duration >= 0,
      },
      {
        name: 'the count is a whole number >= 1',
        holds: (snapshot) => Number.isInteger(snapshot.context.count) && snapshot.context.count >= 1,
      },
      {
        name: 'the chosen product is of the listed type',
        holds: (snapshot) => snapshot.context.product === null || snapshot.context.product.type === snapshot.context.productType,
      },
    ],
  }),
  entry({
    id: 'wechat-login',
    machine: wechatLoginMachine,
    summary: 'WeChat QR login: the QR frame, the scan callback exchanging its code, binding a phone on the first login.',
    variants: [
      { name: 'qr frame', report: 'wechatLogin', input: {} },
      { name: 'scan callback', report: 'wechatLogin', input: SCAN },
    ],
    samples: WECHAT_SAMPLES,
    contextKey: (context) => [phoneState(context.phone, phonePatternFor('customer')), context.verCode === '' ? 'empty' : 'filled'],
  }),
]

/** The samples a variant traverses with: the machine's, with the variant's own replacing them per key. */
export function variantSamples(entry: MachineEntry, variant: MachineVariant): TraversalSamples {
  const own = variant.samples ?? {}
  return {
    events: { ...entry.samples.events, ...own.events },
    outputs: { ...entry.samples.outputs, ...own.outputs },
    errors: { ...entry.samples.errors, ...own.errors },
  }
}

export const machineIds = (): string[] => machineRegistry.map((entry) => entry.id)

/** Finds a machine by its file name (`phone-login`) or its XState id (`phoneLogin`). */
export function findMachine(name: string): MachineEntry | undefined {
  return machineRegistry.find((entry) => entry.id === name || entry.machine.id === name)
}
