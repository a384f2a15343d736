import type { EventObject } from 'xstate'
import type { Product } from '../../src/api/queries/product-detail-queries'
import { GUARD_WINDOW_MS } from './prevent-double-click-spec'

/**
 * The /BuyMenu configurator as storefront.md describes it (§2 BuyMenu, §3 Product and purchase data, §4 'Picking a
 * product', §5 count and duration, §9 units, prices and the prevent-double-click rule), written from the
 * specification and independent of machines/subscription-config.ts:
 *   - Nothing is chosen at first: the inputs and subscribe are disabled, the total is 0.00.
 *   - The product-type selector lists one line's products (the first line, SummitMap, at first); only a listed product
 *     can be picked. Choosing another type drops the chosen product (storefront.md §4: subscribe is disabled until a
 *     product is chosen; what is bought must be what is shown) and the page forgets a stored choice of it; choosing
 *     the type already listed changes nothing.
 *   - Picking a product resets count and duration to 1 (a product's onemonth fixes the count, its limitduration the
 *     duration, and the fixed input is disabled); the unit is month for ismonth 1, else week. Limited products
 *     (ismonth 2, onemonth or limitduration) show their one unit instead of the slider.
 *   - Moving the unit slider (4 steps: week, month, season, half year) sets the duration to 1.
 *   - Count is at least 1; duration at least 0, but subscribing needs at least 1 (a hint says so).
 *   - The contract (openapi.yaml CartItemInput and OrderProductLine) takes a duration of at most 999 and a count of at
 *     most 9999: a larger value typed stays as typed, a message says the bound, and subscribe and add-to-cart are
 *     disabled until it is back in range.
 *   - Total = unit price x duration x count to 2 decimals; an unknown unit price (-1) shows '?', and nothing can be
 *     subscribed at it: subscribe and add-to-cart are disabled with a hint to choose another unit (issue 20).
 *   - The fourth line (SummitTerra) is coming soon: its button reads 敬请期待 and is disabled.
 *   - Subscribe hands over the purchase data (the product plus durationunion, duration, count); logged out it asks
 *     for a login with the same data. Then the button is disabled for 5 s (the prevent-double-click rule).
 */

export type Unit = 'week' | 'month' | 'season' | 'halfyear'
export const UNITS: readonly Unit[] = ['week', 'month', 'season', 'halfyear']
export const UNIT_LABELS: Record<Unit, string> = { week: '周', month: '月', season: '季', halfyear: '半年' }
const PRICE_OF: Record<Unit, keyof Pick<Product, 'weekprice' | 'monthprice' | 'seasonprice' | 'halfyearprice'>> = {
  week: 'weekprice',
  month: 'monthprice',
  season: 'seasonprice',
  halfyear: 'halfyearprice',
}
export const COMING_SOON_LINE = 'SummitTerra'
/** The product-type selector, in order (storefront.md §2 Buy: four product tabs). */
export const LINES = ['SummitMap', 'SummitSolid', 'SummitLab', 'SummitTerra'] as const
/** openapi.yaml CartItemInput / OrderProductLine: duration maximum 999, number maximum 9999. */
export const CONTRACT_MAX_DURATION = 999
export const CONTRACT_MAX_COUNT = 9999

export const TEXT = {
  subscribe: '立即订阅',
  comingSoon: '敬请期待',
  pickFirst: '请先选择产品',
  durationAtLeastOne: '订阅时长至少为 1',
  durationAtMost: '订阅时长最多为 999',
  countAtMost: '软件数量最多为 9999',
  priceUnknown: '该时长暂无报价，请选择其他时长',
  lockedCount: (count: number) => `该产品数量固定为 ${count}`,
  lockedDuration: (duration: number, unit: Unit) => `该产品时长固定为 ${duration} ${UNIT_LABELS[unit]}`,
}

export interface Purchase {
  id: string
  durationunion: Unit
  duration: number
  count: number
}

const fixed = (value: number | null | undefined): number | null => (typeof value === 'number' && value > 0 ? value : null)

export class SubscriptionSpec {
  /** The product type whose products are listed. */
  listedType: string = LINES[0]
  product: Product | null = null
  unit: Unit = 'week'
  duration = 1
  count = 1
  loggedIn: boolean
  /** How often the page was told to forget a stored choice (a chosen product dropped by another type). */
  forgotten = 0
  /** What subscribe handed over (logged in), and what it asked a login for (logged out), in order. */
  readonly subscribed: Purchase[] = []
  readonly loginRequests: Purchase[] = []
  private lastSubscribe: number | null = null
  private now: number

  constructor(loggedIn = false, now = 0) {
    this.loggedIn = loggedIn
    this.now = now
  }

  tick(now: number): void {
    this.now = now
  }

  countFixed(): number | null {
    return this.product ? fixed(this.product.onemonth) : null
  }

  durationFixed(): number | null {
    return this.product ? fixed(this.product.limitduration) : null
  }

  /** Limited products are sold in their one unit, shown without the slider. */
  limited(): boolean {
    return this.product !== null && (this.product.ismonth === 2 || this.countFixed() !== null || this.durationFixed() !== null)
  }

  comingSoon(): boolean {
    return this.product?.type === COMING_SOON_LINE
  }

  /** The chosen unit has no price ('?'). */
  priceUnknown(): boolean {
    return this.product !== null && Number(this.product[PRICE_OF[this.unit]]) < 0
  }

  durationTooLong(): boolean {
    return this.product !== null && this.duration > CONTRACT_MAX_DURATION
  }

  countTooLarge(): boolean {
    return this.product !== null && this.count > CONTRACT_MAX_COUNT
  }

  /** A product on sale is chosen, its unit has a price, the duration is 1 to 999 and the count at most 9999. */
  canSubscribe(): boolean {
    return (
      this.product !== null &&
      !this.comingSoon() &&
      !this.priceUnknown() &&
      this.duration >= 1 &&
      !this.durationTooLong() &&
      !this.countTooLarge()
    )
  }

  coolingDown(): boolean {
    return this.lastSubscribe !== null && this.now - this.lastSubscribe < GUARD_WINDOW_MS
  }

  subscribeEnabled(): boolean {
    return this.canSubscribe() && !this.coolingDown()
  }

  /** The total as shown: 0.00 with nothing chosen, '?' for an unknown unit price. */
  total(): string {
    if (!this.product) return '0.00'
    const price = Number(this.product[PRICE_OF[this.unit]])
    if (price < 0) return '?'
    const fen = Math.round(price * 100) * this.duration * this.count
    return (fen / 100).toFixed(2)
  }

  purchase(): Purchase {
    return { id: this.product!.id, durationunion: this.unit, duration: this.duration, count: this.count }
  }

  /** A type button: another line is listed, and a chosen product (no longer shown) is dropped. */
  chooseType(type: string): void {
    if (type === this.listedType) return
    this.listedType = type
    if (this.product === null) return
    this.product = null
    this.unit = 'week'
    this.duration = 1
    this.count = 1
    this.forgotten += 1
  }

  /** A product of the list (one of another type is not shown, so it cannot be clicked). */
  pick(product: Product): void {
    if (product.type !== this.listedType) return
    this.product = product
    this.unit = product.ismonth === 1 ? 'month' : 'week'
    this.count = fixed(product.onemonth) ?? 1
    this.duration = fixed(product.limitduration) ?? 1
  }

  /** The slider moved (no slider, nothing chosen or the same step: no change). */
  slide(unit: Unit): void {
    if (!this.product || this.limited() || unit === this.unit) return
    this.unit = unit
    this.duration = 1
  }

  typeDuration(value: number): void {
    if (!this.product || this.durationFixed() !== null) return
    this.duration = Math.max(0, Math.floor(value))
  }

  typeCount(value: number): void {
    if (!this.product || this.countFixed() !== null) return
    this.count = Math.max(1, Math.floor(value))
  }

  session(loggedIn: boolean): void {
    this.loggedIn = loggedIn
  }

  clickSubscribe(now: number): void {
    this.tick(now)
    if (!this.subscribeEnabled()) return
    ;(this.loggedIn ? this.subscribed : this.loginRequests).push(this.purchase())
    this.lastSubscribe = now
  }
}

const base = { typename: '', havefree: 0 as const, enabledmark: 1 as const, sortcode: 1, lang: 'zh-CN' as const }
/** Priced by week, every unit offered. */
export const WEEKLY: Product = {
  ...base,
  id: 'p-week',
  name: 'SummitMap 标准版',
  type: 'SummitMap',
  ismonth: 0,
  weekprice: 199,
  monthprice: 699,
  seasonprice: 1899,
  halfyearprice: 3499,
}
/** Priced by month, the count fixed to 5, the week price unknown. */
export const TEAM_OF_FIVE: Product = {
  ...base,
  id: 'p-team',
  name: 'SummitSolid 团队五套装',
  type: 'SummitSolid',
  ismonth: 1,
  weekprice: -1,
  monthprice: 3999,
  seasonprice: 10999,
  halfyearprice: 19999,
  onemonth: 5,
}
/** Week-limited, the duration fixed to 16 weeks: only the week unit. */
export const COURSE: Product = {
  ...base,
  id: 'p-course',
  name: 'SummitLab 学期课程包',
  type: 'SummitLab',
  ismonth: 2,
  weekprice: 59.9,
  monthprice: -1,
  seasonprice: -1,
  halfyearprice: -1,
  limitduration: 16,
}
/** The fourth line: coming soon. */
export const TERRA: Product = {
  ...base,
  id: 'p-terra',
  name: 'SummitTerra 地形版',
  type: 'SummitTerra',
  ismonth: 1,
  weekprice: -1,
  monthprice: -1,
  seasonprice: -1,
  halfyearprice: -1,
}
/** Priced by week, every unit but the season (not priced yet: '?'). */
export const NO_SEASON_PRICE: Product = {
  ...base,
  id: 'p-no-season',
  name: 'SummitMap 专业版',
  type: 'SummitMap',
  ismonth: 0,
  weekprice: 99,
  monthprice: 299,
  seasonprice: -1,
  halfyearprice: 1599,
}
export const PRODUCTS = [WEEKLY, TEAM_OF_FIVE, COURSE, TERRA, NO_SEASON_PRICE]

const ev = (event: Record<string, unknown> & { type: string }): EventObject => event
export const pick = (product: Product): EventObject => ev({ type: 'product.pick', product })
export const chooseType = (productType: string): EventObject => ev({ type: 'type.choose', productType })

/** The sample events the machine suite generates its paths with. */
export const SUBSCRIPTION_SAMPLES = {
  events: {
    'type.choose': LINES.map(chooseType),
    'product.pick': PRODUCTS.map(pick),
    'unit.change': [ev({ type: 'unit.change', unit: 'season' }), ev({ type: 'unit.change', unit: 'week' })],
    'duration.change': [0, 3, 1000].map((duration) => ev({ type: 'duration.change', duration })),
    'count.change': [2, 10000].map((count) => ev({ type: 'count.change', count })),
    'session.change': [ev({ type: 'session.change', loggedIn: true }), ev({ type: 'session.change', loggedIn: false })],
  },
}
