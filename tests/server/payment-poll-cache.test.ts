// The payment poll's caches (issue 19) on the real app and PGlite: a paid notification, a direct write by anyone, a
// logout, a session revoke and a login rotation are seen by the very next call; ownership refusals, the order's
// closing and the throttled last-used touch stay as they were without a cache.
import { eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_UNPAID_CLOSE_MS, SESSION_TOUCH_INTERVAL_SECONDS } from '../../domain/limits'
import { ChangeCache } from '../../server/db/change-cache'
import type { Db } from '../../server/db/client'
import { authTokens, orders } from '../../server/db/schema'
import { resolveToken, type CachedToken } from '../../server/modules/auth/token-service'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

let nextPhone = 13500001900
/** A customer of the test's own (the SMS resend limit is per phone). */
const newPhone = () => String((nextPhone += 1))

async function unpaidOrder(token: string, phone: string) {
  const created = await t.call('POST', '/api/business/C_orderManage', {
    token,
    body: {
      productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
      paymentamount: 699,
      receivername: '王五',
      receiverphone: phone,
    },
  })
  expect(created.json.code).toBe(200)
  const order = created.json.data as { id: string; ordernum: string }
  expect((await t.call('POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: order.ordernum } })).json.code).toBe(200)
  return order
}

const poll = (token: string, id: string) => t.call('GET', `/api/business/C_orderManage/status/${id}?n=1`, { token })

describe('the payment poll with its caches', () => {
  it('sees a paid notification at the very next poll after polling unpaid', async () => {
    const phone = newPhone()
    const token = await t.login(phone)
    const order = await unpaidOrder(token, phone)
    for (let i = 0; i < 3; i += 1) expect((await poll(token, order.id)).json.data).toEqual({ id: order.id, paymentstate: 0 })
    expect((await t.call('POST', `/api/dev/pay/${order.ordernum}`)).json.data.paymentstate).toBe(1)
    expect((await poll(token, order.id)).json.data).toEqual({ id: order.id, paymentstate: 1 })
  })

  it('sees a change written straight to the database by anyone (the table trigger notifies)', async () => {
    const phone = newPhone()
    const token = await t.login(phone)
    const order = await unpaidOrder(token, phone)
    expect((await poll(token, order.id)).json.data.paymentstate).toBe(0)
    expect((await poll(token, order.id)).json.data.paymentstate).toBe(0)
    await t.db.update(orders).set({ paymentstate: 1 }).where(eq(orders.id, order.id))
    expect((await poll(token, order.id)).json.data.paymentstate).toBe(1)
  })

  it('closes an unpaid order past its payment time at the poll, though its unpaid state was cached', async () => {
    const phone = newPhone()
    const token = await t.login(phone)
    const order = await unpaidOrder(token, phone)
    expect((await poll(token, order.id)).json.data.paymentstate).toBe(0)
    t.clock.advance(ORDER_UNPAID_CLOSE_MS + 1000)
    const closed = await poll(token, order.id)
    expect(closed.json.data.paymentstate).toBe(2)
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row.closed_at).not.toBeNull()
  })

  it("refuses another customer's order after its owner's polls were cached, and answers 404 for no order", async () => {
    const phone = newPhone()
    const owner = await t.login(phone)
    const other = await t.login(newPhone())
    const order = await unpaidOrder(owner, phone)
    expect((await poll(owner, order.id)).json.code).toBe(200)
    expect((await poll(owner, order.id)).json.code).toBe(200)
    const refused = await poll(other, order.id)
    expect(refused.status).toBe(403)
    expect(refused.json.code).toBe(403)
    expect((await poll(other, order.id)).status).toBe(403)
    expect((await poll(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('refuses a token at the next call after logout, after revoking all sessions, and after a login that rotated it', async () => {
    const phone = newPhone()
    const order = await unpaidOrder(await t.login(phone), phone)
    const relogin = async (presented?: string) => {
      t.clock.advance(61_000)
      expect((await t.call('POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)).json.code).toBe(200)
      const answer = await t.call('POST', '/api/business/C_customers/loginByPhone', {
        token: presented,
        body: { phone, verCode: await t.smsCode(phone) },
      })
      expect(answer.json.code).toBe(200)
      return answer.json.msg as string
    }
    const loggedOut = await relogin()
    expect((await t.call('GET', '/api/business/C_customers/userinfo', { token: loggedOut })).json.code).toBe(200)
    expect((await t.call('GET', '/api/oauth/Logout', { token: loggedOut })).json.code).toBe(200)
    expect((await t.call('GET', '/api/business/C_customers/userinfo', { token: loggedOut })).json.code).toBe(600)

    const revoked = await relogin()
    expect((await poll(revoked, order.id)).json.code).toBe(200)
    expect((await t.call('POST', '/api/oauth/sessions/revoke', { token: revoked, body: { scope: 'all' } })).json.code).toBe(200)
    expect((await poll(revoked, order.id)).json.code).toBe(600)

    const rotated = await relogin()
    expect((await poll(rotated, order.id)).json.code).toBe(200)
    const next = await relogin(rotated)
    expect((await poll(rotated, order.id)).json.code).toBe(600)
    expect((await poll(next, order.id)).json.code).toBe(200)
  })

  it('refuses a token revoked straight in the database at the next call', async () => {
    const phone = newPhone()
    const token = await t.login(phone)
    const order = await unpaidOrder(token, phone)
    expect((await poll(token, order.id)).json.code).toBe(200)
    await t.db.update(authTokens).set({ revoked_at: t.clock.now() }).where(isNull(authTokens.revoked_at))
    expect((await poll(token, order.id)).json.code).toBe(600)
  })

  it('refuses a cached token once it expires, and touches last-used at most once a minute', async () => {
    const phone = newPhone()
    const token = await t.login(phone)
    const order = await unpaidOrder(token, phone)
    const lastUsed = async () => {
      const rows = await t.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.subject_id, (await poll(token, order.id)).json.data ? mine : ''))
      return rows.map((row) => row.last_used_at?.getTime())
    }
    const mine = (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data.id as string
    const before = await lastUsed()
    t.clock.advance(SESSION_TOUCH_INTERVAL_SECONDS * 1000 - 1000)
    expect(await lastUsed()).toEqual(before)
    t.clock.advance(2000)
    const touched = await lastUsed()
    expect(touched).not.toEqual(before)
    expect(await lastUsed()).toEqual(touched)
    t.clock.advance(31 * 24 * 60 * 60 * 1000)
    expect((await poll(token, order.id)).json.code).toBe(600)
  })

  it('reads a token once for 50 requests that miss together (its TTL ran out), and each time without a cache', async () => {
    const token = await t.login(newPhone())
    let selects = 0
    const counting = new Proxy(t.db, {
      get(target, property) {
        if (property === 'select') selects += 1
        const value: unknown = Reflect.get(target, property)
        return typeof value === 'function' ? value.bind(target) : value
      },
    }) as Db
    const liveFeed = {
      live: true,
      caughtUp: async () => undefined,
      settled: async () => undefined,
      subscribe: () => () => undefined,
      close: async () => undefined,
    }
    const cache = new ChangeCache<CachedToken>(liveFeed, 'summit_tokens', { maxEntries: 10, ttlMs: 1000 })
    const together = await Promise.all(Array.from({ length: 50 }, () => resolveToken(counting, token, t.clock.now(), cache)))
    expect(selects).toBe(1)
    expect(together[0]?.kind).toBe('customer')
    expect(new Set(together.map((identity) => identity?.sessionId))).toEqual(new Set([together[0]!.sessionId]))
    selects = 0
    await Promise.all(Array.from({ length: 5 }, () => resolveToken(counting, token, t.clock.now())))
    expect(selects).toBe(5)
  })
})
