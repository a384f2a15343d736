import { describe, expect, it } from 'vitest'
import { buildOrderPayload, idempotencyKey, orderAmounts } from '../../src/features/checkout/paystep/order-payload'
import type { PaystepItem } from '../../src/features/checkout/paystep/paystep-items'
import { qrFromReply } from '../../src/features/checkout/paystep/checkout-logic'
import { EMPTY_ORDER_FORM } from '../../domain/order-form-rules'

const MAP = {
  id: 'p-map',
  name: 'SummitMap 标准版',
  type: 'SummitMap',
  code: 'SM-STD',
  dogState: 0,
  profeatureid: 'f1',
  weekprice: '199.00',
  monthprice: '699.00',
  seasonprice: '1899.00',
  halfyearprice: -1,
}
const SOLID = { ...MAP, id: 'p-solid', name: 'SummitSolid 专业版', type: 'SummitSolid', code: 'SS-PRO', weekprice: 0.1 }
const ITEMS: PaystepItem[] = [
  {
    productid: 'p-map',
    productname: MAP.name,
    producttype: 'SummitMap',
    number: 2,
    duration: 2,
    durationunion: 'week',
    product: MAP,
    cartitemid: 'c1',
  },
  {
    productid: 'p-solid',
    productname: SOLID.name,
    producttype: 'SummitSolid',
    number: 3,
    duration: 1,
    durationunion: 'week',
    product: SOLID,
    cartitemid: 'c2',
  },
]
const FORM = { ...EMPTY_ORDER_FORM, username: '张三', receiverphone: '13800138000' }
const RETAILER = { code: 'SUMMIT-DEMO', retailername: '王经理', retailerCount: 2, payableFen: 135_372 }

describe('/paystep order payload', () => {
  it('amounts in fen: the normal total, and the reseller payable with its discount', () => {
    expect(orderAmounts(ITEMS, null)).toEqual({ totalFen: 79_630, payableFen: 79_630, discountFen: 0 })
    expect(orderAmounts(ITEMS, RETAILER)).toEqual({ totalFen: 159_260, payableFen: 135_372, discountFen: 23_888 })
    expect(orderAmounts([{ ...ITEMS[0], durationunion: 'halfyear' }], null)).toBeNull()
  })

  it('the payload carries the lines, the amounts in yuan, the form and the matched reseller', () => {
    const payload = buildOrderPayload({ userId: 'u1', items: ITEMS, source: 'cart', form: FORM, retailer: RETAILER })
    expect(payload).toMatchObject({
      ordername: 'SummitMap-SummitSolid订阅购买',
      paymentstate: '0',
      paymentamount: 1353.72,
      baseamount: 1592.6,
      purchasemethod: 'online',
      userid: 'u1',
      receivername: '张三',
      receiverphone: '13800138000',
      isinvoice: 0,
      retailercode: 'SUMMIT-DEMO',
      retailcount: 2,
      source: 'cart',
    })
    expect(payload.productDetails).toEqual([
      {
        productid: 'p-map',
        productname: MAP.name,
        producttype: 'SummitMap',
        number: 2,
        duration: 2,
        durationunion: 'week',
        dogState: 0,
        productcode: 'SM-STD',
        featureid: 'f1',
        cartitemid: 'c1',
      },
      {
        productid: 'p-solid',
        productname: SOLID.name,
        producttype: 'SummitSolid',
        number: 3,
        duration: 1,
        durationunion: 'week',
        dogState: 0,
        productcode: 'SS-PRO',
        featureid: 'f1',
        cartitemid: 'c2',
      },
    ])
  })

  it('sends the tax number only with an invoice (step 0 hides it), and the company whatever the invoice', () => {
    const filled = { ...FORM, companyname: ' 演示测绘有限公司 ', ratenumber: '110101199001011237' }
    const sent = (isinvoice: 0 | 1 | 2 | 3) => {
      const payload = buildOrderPayload({ userId: 'u1', items: ITEMS, source: 'buy', form: { ...filled, isinvoice }, retailer: null })
      return [payload.company, payload.ratenumber]
    }
    expect([0, 1, 2, 3].map((kind) => sent(kind as 0 | 1 | 2 | 3))).toEqual([
      ['演示测绘有限公司', ''],
      ['演示测绘有限公司', '110101199001011237'],
      ['演示测绘有限公司', '110101199001011237'],
      ['演示测绘有限公司', '110101199001011237'],
    ])
  })

  it('the Idempotency-Key: the same purchase and payload give the same key, whatever the key order', () => {
    const payload = buildOrderPayload({ userId: 'u1', items: ITEMS, source: 'buy', form: FORM, retailer: null })
    const reordered = Object.fromEntries(Object.entries(payload).reverse()) as typeof payload
    const key = idempotencyKey('a1', payload)
    expect(key).toMatch(/^paystep-a1-[0-9a-f]{16}$/)
    expect(key.length).toBeLessThanOrEqual(100)
    expect(idempotencyKey('a1', reordered)).toBe(key)
    expect(idempotencyKey('a2', payload)).not.toBe(key)
    expect(idempotencyKey('a1', { ...payload, receivername: '李四' })).not.toBe(key)
  })

  it("the QR's validity comes from the server's remainingMs, at most 15 minutes", () => {
    expect(qrFromReply({ qrContent: 'u', remainingMs: 60_000 }, 1000)).toEqual({ content: 'u', issuedAt: 1000, expiresAt: 61_000 })
    expect(qrFromReply({ qrContent: 'u', remainingMs: 10 ** 9 }, 0).expiresAt).toBe(900_000)
  })
})
