// The licence creation races, run on PGlite (tests/server/licences-races.test.ts) and on a real PostgreSQL server
// (tests/server/licences-postgres.test.ts), where a pool of 10 connections makes the requests truly overlap.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
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
