// Licences on the real app and database: what getlicenseList offers, makelicense and mutiBatchCreate through paid
// orders (the rules, one seat per licence, all or nothing), the signed file, expiry on the app's clock, the download
// token, the trials, productions, permit codes and phoneList. The races are in licences-races.test.ts.
import { parse } from 'content-disposition'
import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importLicensePublicKey, judgeLicense, parseLicenseFile, type LicenseFields } from '../../domain/license-file'
import { licenses, orderDetails, orders, permitCodes } from '../../server/db/schema'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { signDownloadToken } from '../../server/modules/files/download-token'
import { parseLicenseSigningKey } from '../../server/modules/licences/license-signing'
import { TEST_LICENSE_SIGNING_KEY } from './support/license-test-key'
import { orderLines, type OrderedLine, type PaidOrder } from './support/paid-orders'
import { startTestApp, type TestApp } from './support/test-app'

const PHONE = '13500000161'
const OTHER_PHONE = '13500000162'
// One secret for file URLs and licence downloads, so the purpose alone must keep an annex token out.
const SHARED_SECRET = 's'.repeat(48)
const TEST_PUBLIC_KEY = createPublicKey(parseLicenseSigningKey(TEST_LICENSE_SIGNING_KEY)).export({ type: 'spki', format: 'pem' }).toString()
const DAY = 24 * 60 * 60 * 1000

let t: TestApp
let token: string
let otherToken: string
let customerId: string

beforeAll(async () => {
  t = await startTestApp({
    env: { LICENSE_SIGNING_KEY: TEST_LICENSE_SIGNING_KEY, LICENSE_URL_SECRET: SHARED_SECRET, FILE_URL_SECRET: SHARED_SECRET },
  })
  token = await t.login(PHONE)
  otherToken = await t.login(OTHER_PHONE)
  customerId = (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data.id
  await t.call('PUT', `/api/business/C_customers/${customerId}`, { token, body: { username: '张三', companyname: '峰图测绘有限公司' } })
})
afterAll(async () => {
  await t?.close()
})

/** Moves the app's clock; sessions end after a while, so both customers sign in again. */
async function advance(ms: number) {
  t.clock.advance(ms)
  token = await t.login(PHONE)
  otherToken = await t.login(OTHER_PHONE)
}

const month = (productid: string, number = 1): OrderedLine => ({ productid, durationunion: 'month', duration: 1, number })

async function linesOf(order: PaidOrder) {
  return t.db.select().from(orderDetails).where(eq(orderDetails.orderid, order.id))
}

async function lineOf(order: PaidOrder, productid: string = PRODUCT_IDS.mapStandard) {
  return (await linesOf(order)).find((line) => line.productid === productid)!
}

function request(order: PaidOrder, line: { id: string; productid: string; duration: number; durationunion: string }, machinecode: string) {
  return {
    machinecode,
    productid: line.productid,
    orderdetailproductid: line.id,
    ordercode: order.ordernum,
    duration: String(line.duration),
    durationunion: line.durationunion,
  }
}

const make = (body: unknown, as = token) => t.call('POST', '/api/business/C_license/makelicense', { token: as, body })
const batch = (body: unknown, as = token) => t.call('POST', '/api/business/C_license/mutiBatchCreate', { token: as, body })

async function parsed(fileText: string) {
  const result = parseLicenseFile(fileText)
  if (!result.ok) throw new Error(result.detail)
  return result.license
}

async function verdict(fileText: string, options: { machine?: string; publicKeyPem?: string; now?: Date } = {}) {
  const publicKey = await importLicensePublicKey(options.publicKeyPem ?? TEST_PUBLIC_KEY)
  return judgeLicense(await parsed(fileText), { publicKey, now: options.now ?? t.clock.now(), machine: options.machine })
}

async function storedFile(id: string) {
  const [row] = await t.db.select().from(licenses).where(eq(licenses.id, id))
  return row.filedata!
}

describe('getlicenseList', () => {
  it('lists the paid online lines with licences left, without the dongle line, unpaid orders or others’ orders', async () => {
    const paid = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard, 2), month(PRODUCT_IDS.mapDongle)], 699 * 2 + 999)
    const unpaid = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapPro)], 1299, false)
    await orderLines(t, otherToken, OTHER_PHONE, [month(PRODUCT_IDS.mapPro)], 1299)
    const res = await t.call('POST', '/api/business/C_orderManage/getlicenseList', { token, body: {} })
    expect(res.json.code).toBe(200)
    const listed = res.json.data.find((order: { id: string }) => order.id === paid.id)
    expect(listed).toMatchObject({ paymentstate: 1, purchasemethod: 'online', licensestatus: 0 })
    expect(listed.orderdetaillist).toHaveLength(1)
    expect(listed.orderdetaillist[0]).toMatchObject({
      productid: PRODUCT_IDS.mapStandard,
      productname: 'SummitMap 标准版',
      producttype: 'SummitMap',
      featureid: '1001',
      duration: 1,
      durationunion: 'month',
      ordercode: paid.ordernum,
      licensestate: 2,
      dogState: 0,
    })
    expect(res.body).not.toContain(unpaid.id)
    expect(res.json.data.every((order: { paymentstate: number }) => order.paymentstate === 1)).toBe(true)
    // Only the caller's own: another customer's order is not there, naming another user id is refused.
    expect(res.json.data.every((order: { ordernum: string }) => order.ordernum !== undefined)).toBe(true)
    const foreign = await t.call('POST', '/api/business/C_orderManage/getlicenseList', {
      token: otherToken,
      body: { orderuserid: customerId },
    })
    expect(foreign.status).toBe(403)
    const own = await t.call('POST', '/api/business/C_orderManage/getlicenseList', { token, body: { orderuserid: customerId } })
    expect(own.json.data.map((o: { id: string }) => o.id)).toContain(paid.id)
    const others = await t.call('POST', '/api/business/C_orderManage/getlicenseList', { token: otherToken, body: {} })
    expect(others.body).not.toContain(paid.id)
  })
})

describe('makelicense', () => {
  it('makes a signed licence for the machine, consumes one seat per licence and marks the order licensed at 0', async () => {
    const order = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard, 2)], 699 * 2)
    const line = await lineOf(order)
    const now = t.clock.now()
    const first = await make(request(order, line, '  MC-SIGNED-1  '))
    expect([first.status, first.json.code, first.json.msg]).toEqual([200, 200, '许可证已生成'])
    const licence = first.json.data
    expect(licence).toMatchObject({
      machinecode: 'MC-SIGNED-1',
      productid: PRODUCT_IDS.mapStandard,
      state: 1,
      licensetype: 'order',
      ordercode: order.ordernum,
      orderdetailproductid: line.id,
      orderuserid: customerId,
      duration: 1,
      durationunion: 'month',
    })
    const end = new Date(now)
    end.setUTCMonth(end.getUTCMonth() + 1)
    if (now.getUTCDate() !== end.getUTCDate()) end.setUTCDate(0)
    expect(licence.endtime).toBe(end.toISOString())
    expect((await lineOf(order)).licensestate).toBe(1)
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].licensestatus).toBe(0)

    // The stored file: the fields, and a genuine signature for this machine.
    const file = await storedFile(licence.id)
    expect(licence.filedata).toBe(file)
    const fields: LicenseFields = (await parsed(file)).fields
    expect(fields).toEqual({
      licenseId: licence.id,
      customer: { id: customerId, name: '张三' },
      company: '峰图测绘有限公司',
      machineCode: 'MC-SIGNED-1',
      product: { id: PRODUCT_IDS.mapStandard, name: 'SummitMap 标准版' },
      featureId: '1001',
      caps: {},
      modules: ['base', 'collect', 'check'],
      start: now.toISOString(),
      end: end.toISOString(),
      issuedAt: now.toISOString(),
      kind: 'paid',
    })
    expect(await verdict(file, { machine: 'MC-SIGNED-1' })).toEqual({ signature: true, machine: 'match', dates: 'valid', valid: true })

    const second = await make(request(order, line, 'MC-SIGNED-2'))
    expect(second.json.code).toBe(200)
    expect((await lineOf(order)).licensestate).toBe(0)
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].licensestatus).toBe(1)
    const listed = await t.call('POST', '/api/business/C_orderManage/getlicenseList', { token, body: {} })
    expect(listed.body).not.toContain(order.id)

    const third = await make(request(order, line, 'MC-SIGNED-3'))
    expect([third.status, third.json.msg]).toEqual([409, '该订单明细的许可证已全部生成'])
    expect(await t.db.select().from(licenses).where(eq(licenses.orderdetailproductid, line.id))).toHaveLength(2)
  })

  it('the stored file fails the check with a changed byte, with another key and on another machine', async () => {
    const order = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard)], 699)
    const made = await make(request(order, await lineOf(order), 'MC-TAMPER'))
    const file = await storedFile(made.json.data.id)
    expect((await verdict(file)).valid).toBe(true)
    const changedByte = file.replace('"machineCode":"MC-TAMPER"', '"machineCode":"MC-TAMPES"')
    expect(changedByte).not.toBe(file)
    expect((await verdict(changedByte)).signature).toBe(false)
    const anotherKey = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString()
    expect((await verdict(file, { publicKeyPem: anotherKey })).signature).toBe(false)
    expect(await verdict(file, { machine: 'MC-OTHER' })).toMatchObject({ signature: true, machine: 'mismatch', valid: false })
  })

  it('refuses unpaid, offline, dongle and another product’s lines, a foreign line and a duplicate, consuming nothing', async () => {
    const unpaid = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard)], 699, false)
    const refusedUnpaid = await make(request(unpaid, await lineOf(unpaid), 'MC-R'))
    expect([refusedUnpaid.status, refusedUnpaid.json.msg]).toEqual([400, '订单未支付，不能生成许可证'])

    const offline = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard)], 699)
    await t.db.update(orders).set({ purchasemethod: 'offline' }).where(eq(orders.id, offline.id))
    const refusedOffline = await make(request(offline, await lineOf(offline), 'MC-R'))
    expect([refusedOffline.status, refusedOffline.json.msg]).toEqual([400, '线下购买的订单请联系销售人员获取许可证'])

    const mixed = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard, 2), month(PRODUCT_IDS.mapDongle)], 699 * 2 + 999)
    const standard = await lineOf(mixed)
    const dongle = await lineOf(mixed, PRODUCT_IDS.mapDongle)
    const refusedDongle = await make(request(mixed, dongle, 'MC-R'))
    expect([refusedDongle.status, refusedDongle.json.msg]).toEqual([400, '加密锁产品不参与在线许可证申请'])

    const wrongProduct = await make({ ...request(mixed, standard, 'MC-R'), productid: PRODUCT_IDS.mapPro })
    expect([wrongProduct.status, wrongProduct.json.msg]).toEqual([400, '产品与订单明细不一致'])
    const wrongDuration = await make({ ...request(mixed, standard, 'MC-R'), durationunion: 'halfyear' })
    expect(wrongDuration.status).toBe(400)
    const foreignLine = await make({ ...request(mixed, standard, 'MC-R'), orderdetailproductid: (await lineOf(offline)).id })
    expect(foreignLine.status).toBe(404)
    const blankMachine = await make(request(mixed, standard, '   '))
    expect([blankMachine.status, blankMachine.json.msg]).toEqual([400, '请输入机器码'])
    const unknownOrder = await make({ ...request(mixed, standard, 'MC-R'), ordercode: 'NO-SUCH-ORDER' })
    expect(unknownOrder.status).toBe(404)

    // The same product on the same machine again, from another order: refused, the seat stays.
    expect((await make(request(mixed, standard, 'MC-DUP'))).json.code).toBe(200)
    const other = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard)], 699)
    const duplicate = await make(request(other, await lineOf(other), 'MC-DUP'))
    expect([duplicate.status, duplicate.json.msg]).toEqual([409, '该机器码已有此产品的有效许可证，请选择其他产品'])
    expect((await lineOf(other)).licensestate).toBe(1)
    // Another customer cannot take the machine's product either (one valid licence per product and machine).
    const theirs = await orderLines(t, otherToken, OTHER_PHONE, [month(PRODUCT_IDS.mapStandard)], 699)
    const theirDuplicate = await make(request(theirs, await lineOf(theirs), 'MC-DUP'), otherToken)
    expect(theirDuplicate.status).toBe(409)

    expect((await lineOf(mixed)).licensestate).toBe(1)
    expect((await lineOf(mixed, PRODUCT_IDS.mapDongle)).licensestate).toBe(1)
    expect(await t.db.select().from(licenses).where(eq(licenses.machinecode, 'MC-R'))).toHaveLength(0)

    // The dongle line's seat never holds the order open: its last machine licence marks it licensed.
    expect((await make(request(mixed, standard, 'MC-LAST'))).json.code).toBe(200)
    expect((await t.db.select().from(orders).where(eq(orders.id, mixed.id)))[0].licensestatus).toBe(1)
  })

  it('makes one licence per position of comma-joined lines of one order for one machine', async () => {
    const order = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard), month(PRODUCT_IDS.mapPro)], 699 + 1299)
    const standard = await lineOf(order)
    const pro = await lineOf(order, PRODUCT_IDS.mapPro)
    const res = await make({
      machinecode: 'MC-JOINED',
      productid: `${standard.productid},${pro.productid}`,
      orderdetailproductid: `${standard.id},${pro.id}`,
      ordercode: order.ordernum,
      duration: '1,1',
      durationunion: 'month,month',
    })
    expect(res.json.code).toBe(200)
    const made = await t.db.select().from(licenses).where(eq(licenses.machinecode, 'MC-JOINED'))
    expect(made.map((row) => row.productid).sort()).toEqual([PRODUCT_IDS.mapPro, PRODUCT_IDS.mapStandard])
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].licensestatus).toBe(1)
    const uneven = await make({ ...request(order, standard, 'MC-UNEVEN'), productid: `${standard.productid},${pro.productid}` })
    expect(uneven.status).toBe(400)
    // 2 bodies of 51 positions: over the 100 licences one request may make.
    const positions = Array.from({ length: 51 }, () => standard)
    const body = (machinecode: string) => ({
      machinecode,
      productid: positions.map((line) => line.productid).join(','),
      orderdetailproductid: positions.map((line) => line.id).join(','),
      ordercode: order.ordernum,
    })
    const flood = await batch([body('MC-FLOOD-1'), body('MC-FLOOD-2')])
    expect([flood.status, flood.json.msg]).toEqual([400, '一次最多生成 100 个许可证'])
  })
})

describe('mutiBatchCreate', () => {
  it('is all or nothing: a refused item leaves every count and licence as it was', async () => {
    const order = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard, 2)], 699 * 2)
    const line = await lineOf(order)
    const refused = await batch([request(order, line, 'MC-B1'), request(order, line, 'MC-B2'), request(order, line, 'MC-B3')])
    expect([refused.status, refused.json.msg]).toEqual([409, '该订单明细的许可证已全部生成'])
    const sameMachine = await batch([request(order, line, 'MC-B1'), request(order, line, 'MC-B1')])
    expect(sameMachine.status).toBe(409)
    expect((await lineOf(order)).licensestate).toBe(2)
    expect(await t.db.select().from(licenses).where(eq(licenses.orderdetailproductid, line.id))).toHaveLength(0)

    const made = await batch([request(order, line, 'MC-B1'), request(order, line, 'MC-B2')])
    expect([made.json.code, made.json.msg]).toEqual([200, '许可证已生成'])
    expect(made.json.data.map((licence: { machinecode: string }) => licence.machinecode)).toEqual(['MC-B1', 'MC-B2'])
    expect((await lineOf(order)).licensestate).toBe(0)
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].licensestatus).toBe(1)
  })
})

describe('expiry', () => {
  it('a licence is expired (2) once its end passes, and the machine can get the product again', async () => {
    const order = await orderLines(
      t,
      token,
      PHONE,
      [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'week', duration: 1, number: 2 }],
      199 * 2,
    )
    const line = await lineOf(order)
    const made = await make(request(order, line, 'MC-EXPIRE'))
    expect(made.json.data.endtime).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString())
    const list = (state?: number) =>
      t.call('POST', '/api/business/C_license/getList', {
        token,
        body: { machinecode: 'MC-EXPIRE', ...(state === undefined ? {} : { state }) },
      })
    expect((await list(1)).json.data.pagination.total).toBe(1)
    expect((await make(request(order, line, 'MC-EXPIRE'))).status).toBe(409)

    await advance(7 * DAY)
    expect((await list()).json.data.list[0].state).toBe(2)
    expect((await list(1)).json.data.pagination.total).toBe(0)
    expect((await list(2)).json.data.pagination.total).toBe(1)
    const file = await storedFile(made.json.data.id)
    expect((await verdict(file)).dates).toBe('expired')

    const again = await make(request(order, line, 'MC-EXPIRE'))
    expect(again.json.code).toBe(200)
    const rows = await t.db.select().from(licenses).where(eq(licenses.machinecode, 'MC-EXPIRE'))
    expect(rows.map((row) => row.state).sort()).toEqual([1, 2])
  })
})

describe('C_license/getList', () => {
  it('pages the caller’s licences (20 by default), with the product name and without file data, by machine code and state', async () => {
    const order = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.solidPro, 22)], 899 * 22)
    const line = await lineOf(order, PRODUCT_IDS.solidPro)
    const made = await batch(Array.from({ length: 22 }, (_, i) => request(order, line, `MC-PAGE-${i}`)))
    expect(made.json.code).toBe(200)
    const first = await t.call('POST', '/api/business/C_license/getList', { token, body: {} })
    expect(first.json.data.pagination).toMatchObject({ currentPage: 1, pageSize: 20 })
    expect(first.json.data.list).toHaveLength(20)
    expect(
      first.json.data.list.every(
        (licence: { filedata: unknown; orderuserid: string }) => licence.filedata === null && licence.orderuserid === customerId,
      ),
    ).toBe(true)
    const total = first.json.data.pagination.total
    const last = await t.call('POST', '/api/business/C_license/getList', { token, body: { currentPage: 2, pageSize: 20 } })
    expect(last.json.data.list).toHaveLength(Math.min(20, total - 20))
    const one = await t.call('POST', '/api/business/C_license/getList', { token, body: { machinecode: ' MC-PAGE-7 ' } })
    expect(one.json.data.list.map((licence: { machinecode: string }) => licence.machinecode)).toEqual(['MC-PAGE-7'])
    expect(one.json.data.list[0].productname).toBe('SummitSolid 专业版')
    const drafts = await t.call('POST', '/api/business/C_license/getList', { token, body: { state: 0 } })
    expect(drafts.json.data.pagination.total).toBe(0)
    const others = await t.call('POST', '/api/business/C_license/getList', { token: otherToken, body: { machinecode: 'MC-PAGE-7' } })
    expect(others.json.data.pagination.total).toBe(0)
  })
})

describe('download', () => {
  it('Download/{id} answers a 60-second data value and a file name; downloadFile serves the signed file with it', async () => {
    const order = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard)], 699)
    const made = await make(request(order, await lineOf(order), 'MC/DL 1'))
    const id = made.json.data.id
    const link = await t.call('GET', `/api/business/C_license/Download/${id}`, { token })
    expect(link.json.code).toBe(200)
    expect(link.json.data.filename).toBe('SM-STD-MC_DL_1.lic')
    const url = `/api/business/C_license/downloadFile?data=${encodeURIComponent(link.json.data.data)}`
    const file = await t.call('GET', url)
    expect(file.status).toBe(200)
    expect(file.headers['content-type']).toBe('application/octet-stream')
    expect(parse(String(file.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: 'SM-STD-MC_DL_1.lic' },
    })
    expect(file.body).toBe(await storedFile(id))
    expect((await verdict(file.body, { machine: 'MC/DL 1' })).valid).toBe(true)
    // Within its life the value works again (a retried download); after 60 s it does not.
    t.clock.advance(59_000)
    expect((await t.call('GET', url)).status).toBe(200)
    t.clock.advance(1_000)
    const expired = await t.call('GET', url)
    expect([expired.status, expired.json.msg]).toEqual([403, '下载链接无效或已过期，请重新下载'])
  })

  it('refuses a forged value, a file URL token for the same id and secret, and another customer’s licence id', async () => {
    const order = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard)], 699)
    const id = (await make(request(order, await lineOf(order), 'MC-FORGE'))).json.data.id
    const data: string = (await t.call('GET', `/api/business/C_license/Download/${id}`, { token })).json.data.data
    const [licenceId, expires, signature] = data.split('.')
    const forged = [
      `${licenceId}.${Number(expires) + 60_000}.${signature}`,
      `${licenceId}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${licenceId}x.${expires}.${signature}`,
      'not-a-token',
    ]
    for (const value of forged) {
      expect((await t.call('GET', `/api/business/C_license/downloadFile?data=${encodeURIComponent(value)}`)).status).toBe(403)
    }
    const annexToken = signDownloadToken(SHARED_SECRET, id, t.clock.now())
    expect((await t.call('GET', `/api/business/C_license/downloadFile?data=${encodeURIComponent(annexToken)}`)).status).toBe(403)
    // And the licence value opens no contract file.
    expect((await t.call('GET', `/api/file/Download/annexFile?token=${encodeURIComponent(data)}`)).status).toBe(403)

    const foreign = await t.call('GET', `/api/business/C_license/Download/${id}`, { token: otherToken })
    expect([foreign.status, foreign.json.data]).toEqual([403, null])
    expect((await t.call('GET', '/api/business/C_license/Download/no-such-licence', { token })).status).toBe(404)
    expect((await t.call('GET', `/api/business/C_license/Download/${id}`)).status).toBe(401)
  })
})

describe('trials', () => {
  const apply = (productid: string, machinecode: string) =>
    t.call('POST', '/api/business/C_license/applyLicense', { token, body: { machinecode, productid, contactname: '张三' } })
  const labStart = (productid: string, machinecode: string) =>
    t.call('POST', '/api/business/C_license/makeLabStart', { token, body: { machinecode, productid } })

  it('a SummitSolid or SummitMap trial lasts one calendar month with its cap, refused while valid, again after it ends', async () => {
    const solid = await apply(PRODUCT_IDS.solidTrial, 'MC-TRIAL')
    expect([solid.json.code, solid.json.msg]).toEqual([200, '试用许可证已生成，有效期一个月'])
    expect(solid.json.data).toMatchObject({ licensetype: 'trial', state: 1, productid: PRODUCT_IDS.solidTrial, durationunion: 'month' })
    const solidFile = (await parsed(await storedFile(solid.json.data.id))).fields
    expect(solidFile).toMatchObject({ kind: 'trial', caps: { solid: 200 }, featureId: '2009', modules: ['base', 'roof'] })
    const start = new Date(solidFile.start)
    const end = new Date(start)
    end.setUTCMonth(end.getUTCMonth() + 1)
    if (start.getUTCDate() !== end.getUTCDate()) end.setUTCDate(0)
    expect(solidFile.end).toBe(end.toISOString())
    expect(solid.json.data.endtime).toBe(end.toISOString())
    expect((await verdict(await storedFile(solid.json.data.id), { machine: 'MC-TRIAL' })).valid).toBe(true)

    const map = await apply(PRODUCT_IDS.mapTrial, 'MC-TRIAL')
    expect((await parsed(await storedFile(map.json.data.id))).fields.caps).toEqual({ map: 20 })

    const again = await apply(PRODUCT_IDS.solidTrial, 'MC-TRIAL')
    expect([again.status, again.json.msg]).toEqual([409, '该机器码的试用许可证仍在有效期内，到期后可再次申请'])
    expect((await apply(PRODUCT_IDS.solidTrial, 'MC-TRIAL-2')).json.code).toBe(200)

    await advance(end.getTime() - t.clock.now().getTime())
    const renewed = await apply(PRODUCT_IDS.solidTrial, 'MC-TRIAL')
    expect(renewed.json.code).toBe(200)
    const rows = await t.db.select().from(licenses).where(eq(licenses.machinecode, 'MC-TRIAL'))
    expect(
      rows
        .filter((row) => row.productid === PRODUCT_IDS.solidTrial)
        .map((row) => row.state)
        .sort(),
    ).toEqual([1, 2])
  })

  it('makeLabStart makes the SummitLab trial; each call refuses the other’s family and products that are not trials', async () => {
    const lab = await labStart(PRODUCT_IDS.labTrial, 'MC-LAB')
    expect(lab.json.code).toBe(200)
    expect((await parsed(await storedFile(lab.json.data.id))).fields).toMatchObject({ kind: 'trial', caps: {}, modules: ['course'] })
    expect((await apply(PRODUCT_IDS.labTrial, 'MC-LAB-2')).status).toBe(400)
    expect((await labStart(PRODUCT_IDS.mapTrial, 'MC-LAB-2')).status).toBe(400)
    const paidProduct = await apply(PRODUCT_IDS.mapStandard, 'MC-LAB-2')
    expect([paidProduct.status, paidProduct.json.msg]).toEqual([400, '该产品不提供试用许可证'])
    expect((await labStart(PRODUCT_IDS.labStandard, 'MC-LAB-2')).status).toBe(400)
    expect((await apply(PRODUCT_IDS.viewFree, 'MC-LAB-2')).status).toBe(400)
    expect((await apply('no-such-product', 'MC-LAB-2')).status).toBe(404)
    expect(await t.db.select().from(licenses).where(eq(licenses.machinecode, 'MC-LAB-2'))).toHaveLength(0)
  })
})

describe('productions, permit codes and phoneList', () => {
  it('C_production/getList pages the enabled productions', async () => {
    const all = await t.call('POST', '/api/business/C_production/getList', { token, body: {} })
    expect(all.json.data.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 10 })
    expect(all.json.data.list[0]).toMatchObject({ productid: PRODUCT_IDS.mapStandard, featureid: '1001', modules: 'base,collect,check' })
    const paged = await t.call('POST', '/api/business/C_production/getList', { token, body: { currentPage: 2, pageSize: 3 } })
    expect(paged.json.data.list.map((p: { productid: string }) => p.productid)).toEqual([
      PRODUCT_IDS.solidLite,
      PRODUCT_IDS.solidPro,
      PRODUCT_IDS.solidTeam,
    ])
  })

  it('C_permitcode/getList answers one readable code per licence the caller made, and none of others’', async () => {
    const order = await orderLines(t, token, PHONE, [month(PRODUCT_IDS.mapStandard)], 699)
    const licence = (await make(request(order, await lineOf(order), 'MC-PERMIT'))).json.data
    const codes = await t.call('POST', '/api/business/C_permitcode/getList', { token, body: { pageSize: 100 } })
    const mine = codes.json.data.list.find((code: { licenseid: string }) => code.licenseid === licence.id)
    expect(mine).toMatchObject({ machinecode: 'MC-PERMIT' })
    expect(mine.code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/)
    const all = await t.db.select().from(permitCodes)
    const licenceCount = (await t.db.select().from(licenses)).length
    expect(all).toHaveLength(licenceCount)
    expect(codes.json.data.pagination.total).toBe(all.filter((row) => row.userid === customerId).length)
    const others = await t.call('POST', '/api/business/C_permitcode/getList', { token: otherToken, body: {} })
    expect(others.body).not.toContain(mine.code)
  })

  it('phoneList/{phone} answers the caller’s licences for their own phone and refuses any other phone', async () => {
    const own = await t.call('GET', `/api/business/C_license/phoneList/${PHONE}`, { token })
    expect(own.json.code).toBe(200)
    expect(own.json.data.pagination.total).toBeGreaterThan(0)
    expect(
      own.json.data.list.every(
        (licence: { orderuserid: string; filedata: unknown }) => licence.orderuserid === customerId && licence.filedata === null,
      ),
    ).toBe(true)
    const foreign = await t.call('GET', `/api/business/C_license/phoneList/${PHONE}`, { token: otherToken })
    expect([foreign.status, foreign.json.data]).toEqual([403, null])
    expect((await t.call('GET', '/api/business/C_license/phoneList/13900000000', { token })).status).toBe(403)
  })
})
