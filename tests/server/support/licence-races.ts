// The licence creation races, run on PGlite (tests/server/licences-races.test.ts) and on a real PostgreSQL server
// (tests/server/licences-postgres.test.ts), where a pool of 10 connections makes the requests truly overlap.
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { licenses, orderDetails, orders } from '../../../server/db/schema'
import { PRODUCT_IDS } from '../../../server/db/seed-data/products'
import { orderLines } from './paid-orders'
import type { TestApp } from './test-app'

async function paidLine(t: TestApp, token: string, phone: string, seats: number) {
  const order = await orderLines(
    t,
    token,
    phone,
    [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: seats }],
    699 * seats,
  )
  const [line] = await t.db.select().from(orderDetails).where(eq(orderDetails.orderid, order.id))
  return { order, line }
}

const body = (ordernum: string, lineId: string, machinecode: string) => ({
  machinecode,
  productid: PRODUCT_IDS.mapStandard,
  orderdetailproductid: lineId,
  ordercode: ordernum,
  duration: '1',
  durationunion: 'month',
})

/** 50 concurrent creations for 50 machines on a line with 3 left: exactly 3 licences, the count ends at 0. */
export async function fiftyMachinesOnThreeSeats(t: TestApp, token: string, phone: string) {
  const { order, line } = await paidLine(t, token, phone, 3)
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      t.call('POST', '/api/business/C_license/makelicense', { token, body: body(order.ordernum, line.id, `RACE-${i}`) }),
    ),
  )
  expect(answers.filter((a) => a.status === 200)).toHaveLength(3)
  expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.json.msg === '该订单明细的许可证已全部生成')).toBe(true)
  expect(await t.db.select().from(licenses).where(eq(licenses.orderdetailproductid, line.id))).toHaveLength(3)
  const [after] = await t.db.select().from(orderDetails).where(eq(orderDetails.id, line.id))
  expect(after.licensestate).toBe(0)
  const [orderAfter] = await t.db.select().from(orders).where(eq(orders.id, order.id))
  expect(orderAfter.licensestatus).toBe(1)
}

/** 20 concurrent creations of one product for one machine on a line with 30 left: one licence, one seat used. */
export async function twentyForOneMachine(t: TestApp, token: string, phone: string) {
  const { order, line } = await paidLine(t, token, phone, 30)
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      t.call('POST', '/api/business/C_license/makelicense', { token, body: body(order.ordernum, line.id, 'RACE-SAME') }),
    ),
  )
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
  expect(
    answers
      .filter((a) => a.status !== 200)
      .every((a) => a.status === 409 && a.json.msg === '该机器码已有此产品的有效许可证，请选择其他产品'),
  ).toBe(true)
  expect(await t.db.select().from(licenses).where(eq(licenses.machinecode, 'RACE-SAME'))).toHaveLength(1)
  const [after] = await t.db.select().from(orderDetails).where(eq(orderDetails.id, line.id))
  expect(after.licensestate).toBe(29)
}

/** 10 concurrent trial requests of one product for one machine: one trial licence. */
export async function tenTrialsForOneMachine(t: TestApp, token: string) {
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      t.call('POST', '/api/business/C_license/applyLicense', {
        token,
        body: { machinecode: 'RACE-TRIAL', productid: PRODUCT_IDS.solidTrial },
      }),
    ),
  )
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
  expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true)
  expect(await t.db.select().from(licenses).where(eq(licenses.machinecode, 'RACE-TRIAL'))).toHaveLength(1)
}

// ---------------------------------------------------------------- mutiBatchCreate under concurrency

type Line = typeof orderDetails.$inferSelect
const lineBody = (ordernum: string, line: Line, machinecode: string) => ({
  machinecode,
  productid: line.productid,
  orderdetailproductid: line.id,
  ordercode: ordernum,
  duration: String(line.duration),
  durationunion: line.durationunion,
})
const batch = (t: TestApp, token: string, bodies: unknown[]) =>
  t.call('POST', '/api/business/C_license/mutiBatchCreate', { token, body: bodies })
const lineNow = async (t: TestApp, id: string) => (await t.db.select().from(orderDetails).where(eq(orderDetails.id, id)))[0]
const licencesOfLine = (t: TestApp, id: string) => t.db.select().from(licenses).where(eq(licenses.orderdetailproductid, id))

/**
 * 50 concurrent batches, each one licence of line A (order 1, 3 left) and one of line B (order 2, 5 left) for its own
 * machine, half naming A first, half B first: a batch is all or nothing (portal.md §5 batch), so exactly 3 batches make
 * 6 licences, A ends at 0 and B at 2 (no refused batch keeps a seat of B), and every other batch is refused for the
 * count, never for a deadlock between the two orders (that would answer the duplicate message).
 */
export async function fiftyBatchesOverTwoOrders(t: TestApp, token: string, phone: string) {
  const first = await paidLine(t, token, phone, 3)
  const second = await orderLines(
    t,
    token,
    phone,
    [{ productid: PRODUCT_IDS.solidPro, durationunion: 'month', duration: 1, number: 5 }],
    899 * 5,
  )
  const [lineB] = await t.db.select().from(orderDetails).where(eq(orderDetails.orderid, second.id))
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => {
      const a = lineBody(first.order.ordernum, first.line, `BATCH-${i}`)
      const b = lineBody(second.ordernum, lineB, `BATCH-${i}`)
      return batch(t, token, i % 2 === 0 ? [a, b] : [b, a])
    }),
  )
  const made = answers.filter((a) => a.status === 200)
  expect(made).toHaveLength(3)
  for (const answer of made) expect(answer.json.data).toHaveLength(2)
  const refused = answers.filter((a) => a.status !== 200)
  expect(refused.map((a) => [a.status, a.json.msg])).toEqual(refused.map(() => [409, '该订单明细的许可证已全部生成']))

  expect(await licencesOfLine(t, first.line.id)).toHaveLength(3)
  expect(await licencesOfLine(t, lineB.id)).toHaveLength(3)
  expect((await lineNow(t, first.line.id)).licensestate).toBe(0)
  expect((await lineNow(t, lineB.id)).licensestate).toBe(2)
  // The machines of the made batches hold both products, the others nothing.
  const madeMachines = new Set(made.flatMap((a) => a.json.data.map((l: { machinecode: string }) => l.machinecode)))
  expect(madeMachines.size).toBe(3)
  const rows = [...(await licencesOfLine(t, first.line.id)), ...(await licencesOfLine(t, lineB.id))]
  expect(new Set(rows.map((row) => row.machinecode))).toEqual(madeMachines)
  const [orderA] = await t.db.select().from(orders).where(eq(orders.id, first.order.id))
  const [orderB] = await t.db.select().from(orders).where(eq(orders.id, second.id))
  expect([orderA.licensestatus, orderB.licensestatus]).toEqual([1, 0])
}

/**
 * 25 batches of two licences and 25 makelicense calls at once, all on one line with 10 left, each licence for its own
 * machine: exactly 10 licences in all, the count ends at 0, a batch makes both of its licences or none.
 */
export async function batchesAgainstMakelicense(t: TestApp, token: string, phone: string) {
  const { order, line } = await paidLine(t, token, phone, 10)
  const batches = Array.from({ length: 25 }, (_, i) =>
    batch(t, token, [lineBody(order.ordernum, line, `MIX-B${i}-1`), lineBody(order.ordernum, line, `MIX-B${i}-2`)]),
  )
  const singles = Array.from({ length: 25 }, (_, i) =>
    t.call('POST', '/api/business/C_license/makelicense', { token, body: lineBody(order.ordernum, line, `MIX-S${i}`) }),
  )
  const answers = await Promise.all([...batches, ...singles])
  const refused = answers.filter((a) => a.status !== 200)
  expect(refused.map((a) => [a.status, a.json.msg])).toEqual(refused.map(() => [409, '该订单明细的许可证已全部生成']))
  const madeByAnswers = answers
    .filter((a) => a.status === 200)
    .reduce((sum, a) => sum + (Array.isArray(a.json.data) ? a.json.data.length : 1), 0)
  const rows = await licencesOfLine(t, line.id)
  expect(rows).toHaveLength(10)
  expect(madeByAnswers).toBe(10)
  expect((await lineNow(t, line.id)).licensestate).toBe(0)
  // No half batch: a batch's two machines both hold a licence or neither does.
  const machines = new Set(rows.map((row) => row.machinecode))
  for (let i = 0; i < 25; i++) expect(machines.has(`MIX-B${i}-1`)).toBe(machines.has(`MIX-B${i}-2`))
}

// ---------------------------------------------------------------- two orders, one machine and product

export interface Buyer {
  token: string
  phone: string
}

/**
 * Two paid orders of one product (of one customer, or of two: a machine holds one valid licence per product, whoever
 * bought it, docs/decisions.md "global uniqueness") ask at once for a licence on one machine: exactly one valid
 * licence; the other is refused with the duplicate message and keeps its seat. `hooks.beforeRacing` runs once the
 * orders are paid, `hooks.whileRacing` once both requests are sent (the PostgreSQL suite holds and releases a lock
 * there); the answers are awaited after it.
 */
export async function twoOrdersOneMachine(
  t: TestApp,
  buyers: [Buyer, Buyer],
  machinecode: string,
  hooks: { beforeRacing?: () => Promise<void>; whileRacing?: () => Promise<void> } = {},
) {
  const paid = [await paidLine(t, buyers[0].token, buyers[0].phone, 1), await paidLine(t, buyers[1].token, buyers[1].phone, 1)]
  await hooks.beforeRacing?.()
  const pending = paid.map(({ order, line }, i) =>
    t.call('POST', '/api/business/C_license/makelicense', {
      token: buyers[i].token,
      body: lineBody(order.ordernum, line, machinecode),
    }),
  )
  await hooks.whileRacing?.()
  const answers = await Promise.all(pending)
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
  const loser = answers.findIndex((a) => a.status === 409)
  expect(answers[loser].json).toMatchObject({ code: 409, msg: '该机器码已有此产品的有效许可证，请选择其他产品' })
  const valid = await t.db.select().from(licenses).where(eq(licenses.machinecode, machinecode))
  expect(valid.filter((row) => row.state === 1)).toHaveLength(1)
  expect(valid).toHaveLength(1)
  expect(valid[0].orderdetailproductid).toBe(paid[1 - loser].line.id)
  expect((await lineNow(t, paid[loser].line.id)).licensestate).toBe(1)
  expect((await lineNow(t, paid[1 - loser].line.id)).licensestate).toBe(0)
  const [loserOrder] = await t.db.select().from(orders).where(eq(orders.id, paid[loser].order.id))
  expect(loserOrder.licensestatus).toBe(0)
  return paid
}

/**
 * 6 concurrent batches, each on its own paid order and each asking one Map licence for one shared machine and one
 * Solid licence for a machine of its own: one batch makes both, the others are refused with the duplicate message
 * and, all or nothing, make no Solid licence either and keep both seats.
 */
export async function batchesForOneMachine(t: TestApp, token: string, phone: string) {
  const paid = []
  for (let i = 0; i < 6; i++) {
    const order = await orderLines(
      t,
      token,
      phone,
      [
        { productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 },
        { productid: PRODUCT_IDS.solidPro, durationunion: 'month', duration: 1, number: 1 },
      ],
      699 + 899,
    )
    const lines = await t.db.select().from(orderDetails).where(eq(orderDetails.orderid, order.id))
    paid.push({
      order,
      map: lines.find((line) => line.productid === PRODUCT_IDS.mapStandard)!,
      solid: lines.find((line) => line.productid === PRODUCT_IDS.solidPro)!,
    })
  }
  const answers = await Promise.all(
    paid.map(({ order, map, solid }, i) =>
      batch(t, token, [lineBody(order.ordernum, map, 'RACE-BATCH-SAME'), lineBody(order.ordernum, solid, `RACE-BATCH-${i}`)]),
    ),
  )
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
  const refused = answers.filter((a) => a.status !== 200)
  expect(refused.map((a) => [a.status, a.json.msg])).toEqual(refused.map(() => [409, '该机器码已有此产品的有效许可证，请选择其他产品']))
  const winner = answers.findIndex((a) => a.status === 200)
  expect(await t.db.select().from(licenses).where(eq(licenses.machinecode, 'RACE-BATCH-SAME'))).toHaveLength(1)
  for (const [i, { map, solid }] of paid.entries()) {
    const left = i === winner ? 0 : 1
    expect([(await lineNow(t, map.id)).licensestate, (await lineNow(t, solid.id)).licensestate]).toEqual([left, left])
    expect(await licencesOfLine(t, solid.id)).toHaveLength(1 - left)
  }
}

export interface RaceSetup {
  t: TestApp
  token: string
  phone: string
}

/** The six scenarios both databases run, registered as tests of the calling describe (read once its setup is done). */
export function itRunsTheSharedRaces(setup: () => RaceSetup): void {
  it('50 concurrent makelicense calls for 50 machines on a line with 3 left make exactly 3 licences', async () => {
    const { t, token, phone } = setup()
    await fiftyMachinesOnThreeSeats(t, token, phone)
  }, 60_000)

  it('20 concurrent makelicense calls for one product and machine make exactly one licence', async () => {
    const { t, token, phone } = setup()
    await twentyForOneMachine(t, token, phone)
  }, 60_000)

  it('10 concurrent trial requests for one product and machine make exactly one trial', async () => {
    const { t, token } = setup()
    await tenTrialsForOneMachine(t, token)
  }, 60_000)

  it('50 concurrent mutiBatchCreate calls over two orders’ lines (3 and 5 left) make 3 batches, all or nothing', async () => {
    const { t, token, phone } = setup()
    await fiftyBatchesOverTwoOrders(t, token, phone)
  }, 60_000)

  it('25 batches of two and 25 makelicense calls on a line with 10 left make exactly 10 licences', async () => {
    const { t, token, phone } = setup()
    await batchesAgainstMakelicense(t, token, phone)
  }, 60_000)

  it('6 concurrent batches on 6 orders, each with the same machine and product: one batch made, the others none', async () => {
    const { t, token, phone } = setup()
    await batchesForOneMachine(t, token, phone)
  }, 60_000)
}
