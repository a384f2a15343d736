// The create-order payload (storefront.md §3 Order payload) and its Idempotency-Key.
import type { AppliedRetailer } from '../../../../machines/retailer-code'
import { retailerLines, type PurchaseSource, type WizardItem } from '../../../../machines/checkout'
import { submittedOrderForm, type OrderForm } from '../../../../domain/order-form-rules'
import { canonicalJson } from '../../../../domain/canonical-json'
import { orderName } from '../../../../domain/order-name'
import { retailerQuote } from '../../../../domain/pricing'
import type { OrderPayload } from '../../../api/queries/order-queries'
import { asPaystepItems } from './paystep-items'

export interface OrderRequest {
  userId: string
  items: WizardItem[]
  source: PurchaseSource
  form: OrderForm
  retailer: AppliedRetailer | null
}

/** Normal total and payable amount in fen (the reseller's discount when one is applied); null with an unknown price. */
export function orderAmounts(items: readonly WizardItem[], retailer: AppliedRetailer | null) {
  const count = retailer?.retailerCount ?? 1
  const base = retailerQuote(retailerLines(items), count, null)
  if (!base) return null
  const payableFen = retailer ? retailer.payableFen : base.totalFen
  return { totalFen: base.totalFen, payableFen, discountFen: base.totalFen - payableFen }
}

export function buildOrderPayload(request: OrderRequest): OrderPayload {
  const { retailer } = request
  const form = submittedOrderForm(request.form)
  const amounts = orderAmounts(request.items, retailer)
  const items = asPaystepItems(request.items)
  return {
    ordername: orderName(items.map((item) => item.producttype)),
    paymentstate: '0',
    productDetails: items.map((item) => ({
      productid: item.productid,
      productname: item.productname,
      producttype: item.producttype,
      number: item.number,
      duration: item.duration,
      durationunion: item.durationunion,
      dogState: item.product.dogState ?? null,
      productcode: item.product.code ?? null,
      featureid: item.product.profeatureid ?? null,
      ...(item.cartitemid ? { cartitemid: item.cartitemid } : {}),
    })),
    paymentamount: (amounts?.payableFen ?? 0) / 100,
    baseamount: (amounts?.totalFen ?? 0) / 100,
    purchasemethod: 'online',
    userid: request.userId,
    username: form.username,
    receivername: form.username,
    receiverphone: form.receiverphone,
    receiveremail: form.receiveremail,
    company: form.companyname,
    isinvoice: form.isinvoice,
    ratenumber: form.ratenumber,
    retailercode: retailer?.code ?? '',
    retailcount: retailer?.retailerCount ?? 1,
    source: request.source,
  }
}

/** FNV-1a, 2 x 32 bits: a dedupe token, not a secret (crypto.subtle is missing outside secure contexts). */
function fnv64(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ 0x5bd1e995
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    a = Math.imul(a ^ code, 0x01000193) >>> 0
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0')
}

/**
 * The purchase attempt plus the payload's digest: a double click, a retry after a lost answer or a reload of the
 * same purchase sends the same key (the server answers the first order); an edited form makes another key.
 */
export const idempotencyKey = (attemptId: string, payload: OrderPayload): string => `paystep-${attemptId}-${fnv64(canonicalJson(payload))}`
