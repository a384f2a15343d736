import type { CartItem } from '../../src/api/queries/cart-queries'
import type { Product } from '../../src/api/queries/product-detail-queries'

/**
 * The cart's checkout as storefront.md describes it (§2 Cart, §4 'Cart checkout', §5 the message, §9 prices), with
 * the decisions of docs/decisions.md for leaving the wizard, written independently of machines/cart-checkout.ts:
 *   - Checkout with nothing selected shows 请至少选择一项产品! (a warning); nothing else happens.
 *   - Checkout is disabled when the total of the selected lines (unit price x duration x quantity) is 0 or less, or
 *     unknown ('?').
 *   - Checkout removes the selected items from the cart first (one call with their ids); only then it keeps the
 *     handoff (source=cart, exactly those items) for a reload, goes to /paystep?source=cart with those items and
 *     refreshes the cart count. A failed removal shows the server msg; the items stay in the cart, nothing is kept.
 *   - Once the order exists the kept handoff is dropped.
 *   - Leaving /paystep before the order exists (or opening the app elsewhere with a handoff kept) puts the items back
 *     in the cart (one create call per line, with its product, unit, duration and number), drops the handoff and
 *     refreshes the cart count; reopening /paystep with a handoff kept resumes the wizard with it. A failed put-back
 *     shows 未能将商品放回购物车 with the server msg and a retry; the handoff stays kept.
 */

export const NOTHING_SELECTED = '请至少选择一项产品!'
export const RESTORE_FAILED = '商品未能放回购物车：'

export type Phase = 'shopping' | 'removing' | 'wizard' | 'restoring' | 'restoreFailed'
export type Where = '/cart' | '/paystep'

export interface Message {
  text: string
  status: 'warning' | 'error'
}

type Priced = Pick<Product, 'weekprice' | 'monthprice' | 'seasonprice' | 'halfyearprice'>
const PRICE_OF = { week: 'weekprice', month: 'monthprice', season: 'seasonprice', halfyear: 'halfyearprice' } as const

/** unit price x duration x number in fen, or null when the unit price is unknown (-1). */
export function lineFen(item: CartItem): number | null {
  const price = Number((item.productmes as Priced)[PRICE_OF[item.durationunion]])
  return price < 0 ? null : Math.round(price * 100) * item.duration * item.number
}

export function totalFen(items: readonly CartItem[]): number | null {
  let total = 0
  for (const item of items) {
    const fen = lineFen(item)
    if (fen === null) return null
    total += fen
  }
  return total
}

export class CartCheckoutSpec {
  /** The server's cart, in list order. */
  cart: CartItem[]
  readonly selected = new Set<string>()
  where: Where
  phase: Phase = 'shopping'
  message: Message | null = null
  /** The handoff kept for a reload (checkout.cart), or null. */
  kept: CartItem[] | null
  /** The items the wizard received, or null when not in the wizard. */
  wizardItems: CartItem[] | null = null
  restoreError = ''
  /** The batch remove calls (their ids), the create calls (one per line put back), the cart count refreshes. */
  readonly removeCalls: string[][] = []
  readonly createCalls: CartItem[] = []
  refreshes = 0
  private removing: CartItem[] = []

  constructor(cart: CartItem[], start: { where: Where; kept: CartItem[] | null }) {
    this.cart = [...cart]
    this.where = start.where
    this.kept = start.kept
    if (start.kept && start.where === '/paystep') {
      this.phase = 'wizard'
      this.wizardItems = start.kept
    } else if (start.kept) this.startRestoring()
    else this.phase = 'shopping'
  }

  selectedItems(): CartItem[] {
    return this.cart.filter((item) => this.selected.has(item.id))
  }

  /** Clickable with nothing selected (to say so); else only for a total above 0. */
  checkoutEnabled(): boolean {
    const total = totalFen(this.selectedItems())
    return this.selected.size === 0 || (total !== null && total > 0)
  }

  /** A row's checkbox, on the cart page. */
  select(ids: readonly string[]): void {
    this.selected.clear()
    for (const id of ids) this.selected.add(id)
  }

  goTo(where: Where): void {
    if (this.where === '/paystep' && where !== '/paystep') {
      this.wizardItems = null
      // Left before the order exists: the lines go back.
      if (this.phase === 'wizard') this.startRestoring()
    }
    if (where !== this.where) this.message = null
    this.where = where
  }

  clickCheckout(): void {
    if (this.where !== '/cart' || !this.checkoutEnabled() || this.phase !== 'shopping') return
    const items = this.selectedItems()
    if (items.length === 0) {
      this.message = { text: NOTHING_SELECTED, status: 'warning' }
      return
    }
    // A message shown before stays its few seconds (a new one replaces it; leaving the cart page ends it).
    this.phase = 'removing'
    this.removing = items
    this.removeCalls.push(items.map((item) => item.id))
  }

  removeAnswered(ok: boolean, msg = ''): void {
    if (this.phase !== 'removing') throw new Error(`spec: a remove answer while ${this.phase}`)
    const items = this.removing
    if (!ok) {
      this.phase = 'shopping'
      this.message = { text: msg, status: 'error' }
      return
    }
    const gone = new Set(items.map((item) => item.id))
    this.cart = this.cart.filter((item) => !gone.has(item.id))
    for (const id of gone) this.selected.delete(id)
    this.kept = items
    this.refreshes++
    this.phase = 'wizard'
    this.wizardItems = items
    this.goTo('/paystep')
  }

  orderCreated(): void {
    if (this.phase !== 'wizard') return
    this.phase = 'shopping'
    this.kept = null
  }

  restoreAnswered(ok: boolean, msg = ''): void {
    if (this.phase !== 'restoring') throw new Error(`spec: a put-back answer while ${this.phase}`)
    if (!ok) {
      this.phase = 'restoreFailed'
      this.restoreError = msg
      return
    }
    // Every line was created again (the fake server answers the rest at once).
    const items = this.kept ?? []
    for (const item of items.slice(1)) this.createCalls.push(item)
    this.cart = [...this.cart, ...items]
    this.kept = null
    this.refreshes++
    this.phase = 'shopping'
  }

  retry(): void {
    if (this.phase === 'restoreFailed') this.startRestoring()
  }

  private startRestoring(): void {
    this.phase = 'restoring'
    // The first line is asked for at once; the others after it is answered.
    if (this.kept && this.kept.length > 0) this.createCalls.push(this.kept[0])
  }
}

const product = (id: string, name: string, type: Product['type'], prices: Priced): Product => ({
  lang: 'zh-CN',
  id,
  name,
  type,
  typename: '',
  havefree: 0,
  enabledmark: 1,
  sortcode: 1,
  ismonth: 0,
  ...prices,
})
const line = (id: string, p: Product, durationunion: CartItem['durationunion'], duration: number, number: number): CartItem => ({
  id,
  userid: 'u1',
  productid: p.id,
  producttype: p.type,
  productname: p.name,
  number,
  duration,
  durationunion,
  productmes: p,
  price: 0,
  unit: '',
})

const MAP = product('p-map', 'SummitMap 标准版', 'SummitMap', { weekprice: 199, monthprice: 699, seasonprice: 1899, halfyearprice: 3499 })
const SOLID = product('p-solid', 'SummitSolid 专业版', 'SummitSolid', {
  weekprice: 399,
  monthprice: 699,
  seasonprice: 1999,
  halfyearprice: 3699,
})
const FREE = product('p-view', 'SummitView 试用版', 'SummitView', { weekprice: 0, monthprice: 0, seasonprice: 0, halfyearprice: 0 })
const UNKNOWN = product('p-lab', 'SummitLab 教学版', 'SummitLab', { weekprice: -1, monthprice: -1, seasonprice: -1, halfyearprice: -1 })

/** 398.00 + 1398.00 = 1796.00 */
export const PAID = [line('c1', MAP, 'week', 2, 1), line('c2', SOLID, 'month', 1, 2)]
/** 0.00 */
export const FREE_LINE = line('c3', FREE, 'week', 1, 1)
/** ? */
export const UNKNOWN_LINE = line('c4', UNKNOWN, 'week', 1, 1)
export const CART = [...PAID, FREE_LINE, UNKNOWN_LINE]
