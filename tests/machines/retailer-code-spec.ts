import type { AnyStateMachine, EventObject } from 'xstate'
import type { RetailerLookupResult } from '../../machines/retailer-code'
import { ApiError } from '../../src/api/api-error'
import { afterEvent, doneEvent } from '../../tools/machine-model/paths'

/**
 * The reseller invitation code of the /paystep order form as storefront.md describes it (§3 retailer lookup result,
 * §5 validation, §6 retailer, §8 messages, §9 limits) and the recorded decisions (docs/decisions.md, retailer-code),
 * written independently of machines/retailer-code.ts:
 *   - The code is trimmed and checked (POST C_retailers/getList {retailcode}) when the field is left or Enter is
 *     pressed; a blank code is not checked. While checking, the field's status line says so.
 *   - A match shows the reseller's name and a retailer count field (1 for a newly matched code; checking the applied
 *     code again keeps the count typed). The discount applies to the products in the reseller's list, on amounts
 *     multiplied by the retailer count (each line's payable rounded half up to the fen).
 *   - A code that does not match shows 分销商信息匹配失败 for 1 second (a failed check shows its reason instead); the
 *     reseller name is cleared, the retailer count set to 1 and the amount reverts to the normal total.
 *   - Editing the code drops an applied reseller (and abandons a running check) until the new code is checked.
 *   - The retailer count field takes whole numbers from 1 to 999; anything else typed stays in the field but the
 *     count in force (and the amounts) do not change, and a message says so while it is there (decisions.md:
 *     分销数量须为 1 到 999 的整数).
 *   - A reload restores the order form as it was (docs/decisions.md, "A call without an answer, and a page left with
 *     calls in flight"): a check in flight is made again; a code showing its mismatch message is checked again, so
 *     the message shows its second and goes (a blank code: the message goes); what was typed in the count field and
 *     not taken is not kept.
 */

export const MISMATCH_MS = 1000
export const COUNT_MAX = 999

export const RETAILER_TEXTS = {
  checking: '正在校验邀请码…',
  mismatch: '分销商信息匹配失败',
  name: (name: string) => `分销商: ${name}`,
  countInvalid: '分销数量须为 1 到 999 的整数',
} as const

const price = (week: number, month: number) => ({ weekprice: week, monthprice: month, seasonprice: -1, halfyearprice: -1 })

/** Three order lines: 398.00 (eligible), 1398.00 (not eligible), 0.10 (eligible; 85 % is 0.085, rounded to 0.09). */
export const ITEMS = [
  {
    productid: 'p-map',
    productname: 'SummitMap',
    producttype: 'map',
    product: price(199, 699),
    durationunion: 'week',
    duration: 2,
    number: 1,
  },
  {
    productid: 'p-solid',
    productname: 'SummitSolid',
    producttype: 'solid',
    product: price(399, 699),
    durationunion: 'month',
    duration: 1,
    number: 2,
  },
  {
    productid: 'p-lab',
    productname: 'SummitLab',
    producttype: 'lab',
    product: price(0.1, -1),
    durationunion: 'week',
    duration: 1,
    number: 1,
  },
] as const

export const RESELLER: RetailerLookupResult = {
  productid: 'p-map, p-lab',
  companyname: '华东测绘',
  retailername: '华东分销',
  discount: 0.85,
}

/** [total, payable] in fen, worked out by hand from the lines above: no reseller, and the reseller at counts 1-3. */
const NORMAL_TOTAL_FEN = 179_610
const WITH_RESELLER_FEN: Record<number, [number, number]> = {
  1: [179_610, 173_639], // 398.00*0.85 = 338.30, 0.10*0.85 -> 0.09, + 1398.00
  2: [359_220, 347_277], // 796.00 -> 676.60, 0.20 -> 0.17, + 2796.00
  3: [538_830, 520_916], // 1194.00 -> 1014.90, 0.30 -> 0.26, + 4194.00
}

export type RetailerView = 'none' | 'checking' | 'matched' | 'mismatch'

export type RetailerStep =
  | { type: 'type'; code: string }
  /** The code field is left, or Enter pressed in it. */
  | { type: 'leave' }
  /** Typed into the retailer count field (when it shows). */
  | { type: 'count'; text: string }
  | { type: 'reply'; list: RetailerLookupResult[] }
  | { type: 'fail'; error: unknown }
  /** The page left and opened again: the order wizard restored from storage. */
  | { type: 'reload' }

export interface SpecApplied {
  code: string
  retailername: string
  retailerCount: number
  payableFen: number
}

export class RetailerSpec {
  code = ''
  view: RetailerView = 'none'
  reseller: RetailerLookupResult | null = null
  count = 1
  message = ''
  /** The codes the lookup was called with, in order. */
  readonly lookups: string[] = []
  private appliedCode = ''
  private mismatchAt = 0
  /** What was typed in the count field since the count in force last changed (null: the field shows the count). */
  private typed: string | null = null

  /** The clock moved on: the mismatch message goes after exactly 1 s. */
  tick(now: number): void {
    if (this.view === 'mismatch' && now - this.mismatchAt >= MISMATCH_MS) this.view = 'none'
  }

  countShown(): boolean {
    return this.view === 'matched' || (this.view === 'checking' && this.reseller !== null)
  }

  /** The text of the retailer count field. */
  countText(): string {
    return this.typed ?? String(this.count)
  }

  /** The message under the count field while its text is no count from 1 to 999, else null. */
  countMessage(): string | null {
    if (!this.countShown()) return null
    const text = this.countText()
    return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= COUNT_MAX ? null : RETAILER_TEXTS.countInvalid
  }

  private setCount(count: number): void {
    if (count !== this.count) this.typed = null
    this.count = count
  }

  /** [total, discount, payable] in fen, as the order lines show them. */
  amounts(): [number, number, number] {
    if (!this.reseller) return [NORMAL_TOTAL_FEN, 0, NORMAL_TOTAL_FEN]
    const known = WITH_RESELLER_FEN[this.count]
    if (!known) throw new Error(`spec: no worked amounts for retailer count ${this.count}`)
    return [known[0], known[0] - known[1], known[1]]
  }

  /** What the order wizard is given: the applied reseller with its payable amount, or none. */
  applied(): SpecApplied | null {
    if (!this.reseller) return null
    return { code: this.appliedCode, retailername: this.reseller.retailername, retailerCount: this.count, payableFen: this.amounts()[2] }
  }

  private drop(): void {
    this.reseller = null
    this.appliedCode = ''
    this.count = 1
    this.typed = null
  }

  apply(step: RetailerStep, now: number): void {
    this.tick(now)
    switch (step.type) {
      case 'type':
        if (step.code === this.code) return
        this.code = step.code
        if (this.view === 'checking' || this.view === 'matched') {
          this.view = 'none'
          this.drop()
        }
        return
      case 'leave':
        if (this.code.trim() === '' || this.view === 'checking') return
        this.lookups.push(this.code.trim())
        this.view = 'checking'
        this.message = ''
        return
      case 'count': {
        if (!this.countShown()) throw new Error('spec: no retailer count field')
        const count = Number(step.text)
        if (/^\d+$/.test(step.text) && count >= 1 && count <= COUNT_MAX) this.setCount(count)
        this.typed = step.text
        return
      }
      case 'reply': {
        if (this.view !== 'checking') throw new Error(`spec: a lookup answer while ${this.view}`)
        const checked = this.lookups[this.lookups.length - 1]!
        const first = step.list[0]
        if (first) {
          if (!(this.reseller && this.appliedCode === checked)) this.setCount(1)
          this.reseller = first
          this.appliedCode = checked
          this.view = 'matched'
        } else this.mismatch(RETAILER_TEXTS.mismatch, now)
        return
      }
      case 'fail': {
        if (this.view !== 'checking') throw new Error(`spec: a lookup failure while ${this.view}`)
        const reason = step.error instanceof Error ? step.error.message : ''
        this.mismatch(reason || RETAILER_TEXTS.mismatch, now)
        return
      }
      case 'reload':
        this.typed = null
        if (this.view === 'checking') this.lookups.push(this.code.trim())
        else if (this.view === 'mismatch') {
          if (this.code.trim() === '') {
            this.view = 'none'
            return
          }
          this.lookups.push(this.code.trim())
          this.view = 'checking'
          this.message = ''
        }
    }
  }

  private mismatch(message: string, now: number): void {
    this.drop()
    this.view = 'mismatch'
    this.message = message
    this.mismatchAt = now
  }
}

const codeEvent = (code: string): EventObject => ({ type: 'code.change', code }) as EventObject
const countEvent = (count: number): EventObject => ({ type: 'count.change', count }) as EventObject
export const TOO_MANY = new ApiError(429, '邀请码错误次数过多，请 1 小时后再试', 429)

/** The sample events, answers and failures the machine suite generates its paths with. */
export const RETAILER_SAMPLES = {
  events: {
    'code.change': [codeEvent(''), codeEvent('  R-001  '), codeEvent('R-404')],
    'count.change': [countEvent(3)],
  },
  outputs: { lookupRetailer: [[RESELLER], []] },
  errors: { lookupRetailer: [TOO_MANY] },
}

/** Samples whose outcome the suite's path generation may tell apart: a code or none, and the count. */
export const retailerContextKey = (context: { code: string; retailerCount: number }): unknown => [
  context.code.trim() !== '',
  context.retailerCount,
]

/** Hand-written paths of the machine suite. */
export function retailerScenarios(machine: AnyStateMachine): EventObject[][] {
  return [
    // A matched code with count 3 checked again and no longer matching: name cleared, count 1, normal total; the
    // message goes after exactly 1 s.
    [
      codeEvent(' R-001'),
      { type: 'code.check' },
      doneEvent('lookupRetailer', [RESELLER]),
      countEvent(3),
      { type: 'code.check' },
      doneEvent('lookupRetailer', []),
      afterEvent(machine, 'mismatch'),
    ],
    // Leaving the field again with the matched code keeps the count typed meanwhile (also during the check).
    [
      codeEvent(' R-001'),
      { type: 'code.check' },
      doneEvent('lookupRetailer', [RESELLER]),
      countEvent(2),
      { type: 'code.check' },
      countEvent(3),
      doneEvent('lookupRetailer', [RESELLER]),
    ],
  ]
}
