// Wrong reseller invitation codes are limited per customer: lookups and orders count together, a right code does not
// count, the limit lifts after an hour, and other customers are unaffected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_RETAILER_CODE } from '../../server/db/seed-data/demo-accounts'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { RETAILER_CODE_MAX_MISSES_PER_HOUR } from '../../domain/limits'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
let otherToken: string
const PHONE = '13500000031'

beforeAll(async () => {
  t = await startTestApp()
  token = await t.login(PHONE)
  otherToken = await t.login('13500000032')
})
afterAll(async () => {
  await t?.close()
})

const lookup = (retailcode: string, as = token) => t.call('POST', '/api/business/C_retailers/getList', { token: as, body: { retailcode } })
const orderWithCode = (retailercode: string) =>
  t.call('POST', '/api/business/C_orderManage?n=1', {
    token,
    body: {
      productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
      paymentamount: 699,
      receivername: '张三',
      receiverphone: PHONE,
      purchasemethod: 'online',
      paymentstate: '0',
      retailercode,
    },
  })

describe('invitation code guessing limit', () => {
  it(`allows ${RETAILER_CODE_MAX_MISSES_PER_HOUR} wrong codes an hour, counting lookups and orders, then answers 429`, async () => {
    for (let i = 0; i < RETAILER_CODE_MAX_MISSES_PER_HOUR - 1; i++) {
      const res = await lookup(`WRONG-${i}`)
      expect(res.json.msg).toBe('分销商信息匹配失败')
      expect(res.json.data.list).toEqual([])
    }
    expect((await lookup(DEMO_RETAILER_CODE)).json.data.list).toHaveLength(1) // a right code is not a miss
    const lastMiss = await orderWithCode('WRONG-ORDER')
    expect(lastMiss.status).toBe(400)
    expect(lastMiss.json.msg).toBe('分销商信息匹配失败')

    const limited = await lookup(DEMO_RETAILER_CODE)
    expect(limited.status).toBe(429)
    expect(limited.json).toMatchObject({ code: 429, msg: '邀请码错误次数过多，请 1 小时后再试' })
    expect((await orderWithCode(DEMO_RETAILER_CODE)).status).toBe(429)
    expect((await lookup('   ')).json.data.list).toEqual([]) // an empty code checks nothing
    expect((await lookup(DEMO_RETAILER_CODE, otherToken)).json.data.list).toHaveLength(1)
  })

  it('lifts the limit an hour after the misses', async () => {
    t.clock.advance(60 * 60 * 1000 + 1)
    expect((await lookup(DEMO_RETAILER_CODE)).json.data.list).toHaveLength(1)
  })
})
