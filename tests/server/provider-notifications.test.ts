// Gateway deliveries (provider_notifications): recorded once however many arrive together, seen afterwards, and
// forgotten by age only.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase, type OpenedDatabase } from '../../server/db/client'
import { DELIVERY_KEEP_MS } from '../../server/modules/payments/delivery-pruning'
import { deliverySeen, pruneDeliveries, recordDelivery } from '../../server/modules/payments/provider-notification-data'

let opened: OpenedDatabase
beforeAll(async () => {
  opened = await openDatabase()
})
afterAll(async () => {
  await opened?.close()
})

const at = new Date('2026-11-25T04:00:00Z')
const delivery = (deliveryId: string, receivedAt = at) => ({ gateway: 'alipay', deliveryId, outTradeNo: 'SM1-1', receivedAt })

it('records a delivery once under 10 concurrent arrivals, per gateway', async () => {
  const results = await Promise.all(Array.from({ length: 10 }, () => recordDelivery(opened.db, delivery('n-1'))))
  expect(results.filter(Boolean)).toHaveLength(1)
  expect(await recordDelivery(opened.db, { ...delivery('n-1'), gateway: 'wechatpay' })).toBe(true)
  expect(await deliverySeen(opened.db, 'alipay', 'n-1')).toBe(true)
  expect(await deliverySeen(opened.db, 'alipay', 'n-2')).toBe(false)
})

it('forgets deliveries older than the cut-off and keeps the rest', async () => {
  const old = new Date(at.getTime() - DELIVERY_KEEP_MS - 1000)
  expect(await recordDelivery(opened.db, delivery('old', old))).toBe(true)
  await pruneDeliveries(opened.db, new Date(at.getTime() - DELIVERY_KEEP_MS))
  expect(await deliverySeen(opened.db, 'alipay', 'old')).toBe(false)
  expect(await deliverySeen(opened.db, 'alipay', 'n-1')).toBe(true)
  expect(DELIVERY_KEEP_MS).toBeGreaterThan(25 * 3600_000)
})
