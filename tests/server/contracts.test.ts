// Contracts and their files through the real app and database: the caller's own contracts only, 20 a page with the
// total, newest first, searched by part of the contract number; a file downloads by a signed 5-minute URL, for its
// owner only.
import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { annexFiles, contracts } from '../../server/db/schema'
import { DEMO_RETAILER_PHONE, DEMO_VIP_CUSTOMER_ID, DEMO_VIP_CUSTOMER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { ANNEX_URL_VALID_MS } from '../../server/modules/files/download-token'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let vipToken: string
let token: string
let me: string
let seeded: typeof contracts.$inferSelect
const PHONE = '13500000081'
const SEEDED_PDF = readFileSync(new URL('../../server/db/seed-data/files/contract-HT-2024-0001.pdf', import.meta.url))

beforeAll(async () => {
  t = await startTestApp()
  vipToken = await t.login(DEMO_VIP_CUSTOMER_PHONE)
  token = await t.login(PHONE)
  me = (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data.id
  ;[seeded] = await t.db.select().from(contracts).where(eq(contracts.purchaserid, DEMO_VIP_CUSTOMER_ID))
})
afterAll(async () => {
  await t?.close()
})

const list = (body: unknown, as = token) => t.call('POST', '/api/business/C_contracts/getList?n=1', { token: as, body })
const detail = (id: string, as = token) => t.call('GET', `/api/business/C_contracts/detail/${id}?n=1`, { token: as })
const downloadUrl = (fileId: string, as = token) => t.call('GET', `/api/file/Download/annex/${fileId}?n=1`, { token: as })

describe('the VIP demo customer’s contract', () => {
  it('is listed with number, name, amount, start and end', async () => {
    const res = await list({ purchaserid: DEMO_VIP_CUSTOMER_ID, currentPage: 1, pageSize: 20, contractnum: '' }, vipToken)
    expect(res.json.code).toBe(200)
    expect(res.json.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 })
    expect(res.json.data.list).toHaveLength(1)
    expect(res.json.data.list[0]).toMatchObject({
      id: seeded.id,
      contractnum: 'HT-2024-0001',
      name: 'SummitMap 专业版年度订阅合同',
      contractmoney: 27596,
      starttime: '2024-03-01',
      endtime: '2025-02-28',
    })
  })

  it('answers every field a customer reads, its files, and none of the internal ids', async () => {
    const res = await detail(seeded.id, vipToken)
    expect(res.json.code).toBe(200)
    expect(res.json.data).toEqual({
      id: seeded.id,
      contractnum: 'HT-2024-0001',
      name: 'SummitMap 专业版年度订阅合同',
      contractmoney: 27596,
      starttime: '2024-03-01',
      endtime: '2025-02-28',
      ordernames: null,
      contracttype: 0,
      moneytype: 0,
      purchasername: '李工',
      purchasercompany: '华测空间信息技术有限公司',
      purchaserphonenum: DEMO_VIP_CUSTOMER_PHONE,
      purchaseraddress: '北京市海淀区学院路 30 号',
      socialcreditcode: '91110108MA01HC3P7M',
      salername: '北京峰图科技有限公司',
      contractresponsible: '张明',
      contractrelated: null,
      department: '销售部',
      contractrange: 'SummitMap 专业版 2 套，订阅 6 个月 × 2 期',
      description: '线下签订的年度订阅合同。',
      contractfiles: [{ fileId: 'annex-contract-ht-2024-0001', name: 'HT-2024-0001 合同扫描件.pdf' }],
      creatortime: seeded.creatortime.toISOString(),
    })
  })

  it('has a file that downloads by the signed URL, without the bearer', async () => {
    const [file] = (await detail(seeded.id, vipToken)).json.data.contractfiles
    const res = await downloadUrl(file.fileId, vipToken)
    expect(res.json.code).toBe(200)
    expect(res.json.data.name).toBe(file.name)
    expect(res.json.data.url).toMatch(/^\/api\/file\/Download\/annexFile\?token=[A-Za-z0-9_.-]+$/)
    const got = await t.app.inject({ method: 'GET', url: res.json.data.url })
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe('application/pdf')
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="HT-2024-0001 _____.pdf"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    expect(got.headers['cache-control']).toBe('private, no-store')
    expect(got.rawPayload.equals(SEEDED_PDF)).toBe(true)
  })
})

describe('the contract list', () => {
  const contractnums = Array.from({ length: 25 }, (_, i) => `SC-2026-${String(i + 1).padStart(3, '0')}`)
  let ids: string[]

  beforeAll(async () => {
    const base = Date.parse('2026-01-01T00:00:00Z')
    const rows = await t.db
      .insert(contracts)
      .values(
        contractnums.map((contractnum, i) => ({
          contractnum,
          name: `合同 ${i + 1}`,
          contractmoney: `${1000 + i}.50`,
          purchaserid: me,
          creatortime: new Date(base + i * 60_000),
        })),
      )
      .returning({ id: contracts.id, contractnum: contracts.contractnum })
    ids = contractnums.map((n) => rows.find((row) => row.contractnum === n)!.id)
  })

  it('pages 20 by default, newest first, with the total', async () => {
    const first = await list({})
    expect(first.json.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 25 })
    expect(first.json.data.list.map((c: { contractnum: string }) => c.contractnum)).toEqual([...contractnums].reverse().slice(0, 20))
    expect(first.json.data.list[0]).toMatchObject({ contractmoney: 1024.5, starttime: null, endtime: null, contractfiles: [] })
    const second = await list({ currentPage: 2 })
    expect(second.json.data.pagination).toEqual({ currentPage: 2, pageSize: 20, total: 25 })
    expect(second.json.data.list.map((c: { id: string }) => c.id)).toEqual(ids.slice(0, 5).reverse())
    const small = await list({ currentPage: 3, pageSize: 10, purchaserid: me })
    expect(small.json.data.list.map((c: { id: string }) => c.id)).toEqual(ids.slice(0, 5).reverse())
    expect((await list({ currentPage: 4 })).json.data).toEqual({ list: [], pagination: { currentPage: 4, pageSize: 20, total: 25 } })
  })

  it('searches by part of the contract number, case-insensitively, with LIKE wildcards taken literally', async () => {
    const part = await list({ contractnum: ' sc-2026-01 ' })
    expect(part.json.data.list.map((c: { contractnum: string }) => c.contractnum)).toEqual([
      'SC-2026-019',
      'SC-2026-018',
      'SC-2026-017',
      'SC-2026-016',
      'SC-2026-015',
      'SC-2026-014',
      'SC-2026-013',
      'SC-2026-012',
      'SC-2026-011',
      'SC-2026-010',
    ])
    expect(part.json.data.pagination.total).toBe(10)
    expect((await list({ contractnum: 'SC-2026-025' })).json.data.list.map((c: { id: string }) => c.id)).toEqual([ids[24]])
    expect((await list({ contractnum: 'SC_2026' })).json.data.pagination.total).toBe(0)
    expect((await list({ contractnum: '%' })).json.data.pagination.total).toBe(0)
    // The other customer's contract number finds nothing here.
    expect((await list({ contractnum: 'HT-2024-0001' })).json.data.pagination.total).toBe(0)
  })

  it("never lists another customer's contracts, and refuses another purchaserid (403)", async () => {
    const vip = await list({}, vipToken)
    expect(vip.json.data.list.map((c: { id: string }) => c.id)).toEqual([seeded.id])
    const foreign = await list({ purchaserid: DEMO_VIP_CUSTOMER_ID })
    expect([foreign.status, foreign.json]).toEqual([403, { code: 403, msg: '无权操作其他用户的数据', data: null }])
  })

  it('refuses a caller without a session (600) and a reseller (403)', async () => {
    const anonymous = await t.call('POST', '/api/business/C_contracts/getList', { body: {} })
    expect([anonymous.status, anonymous.json.code]).toEqual([401, 600])
    await t.call('POST', `/api/business/C_customers/sendVerCode?phone=${DEMO_RETAILER_PHONE}`)
    const verCode = await t.smsCode(DEMO_RETAILER_PHONE)
    const login = await t.call('POST', '/api/business/C_retailers/loginByPhone', { body: { phone: DEMO_RETAILER_PHONE, verCode } })
    expect((await list({}, login.json.msg)).status).toBe(403)
  })
})

describe('contract detail and file ownership', () => {
  it("refuses another customer's contract (403) and a missing one (404)", async () => {
    const foreign = await detail(seeded.id)
    expect([foreign.status, foreign.json]).toEqual([403, { code: 403, msg: '无权操作其他用户的数据', data: null }])
    const missing = await detail('no-such-contract')
    expect([missing.status, missing.json.msg]).toEqual([404, '合同不存在'])
  })

  it("refuses another customer's file (403), an unknown file (404) and a file of no contract (403)", async () => {
    const foreign = await downloadUrl('annex-contract-ht-2024-0001')
    expect([foreign.status, foreign.json]).toEqual([403, { code: 403, msg: '无权操作其他用户的数据', data: null }])
    const missing = await downloadUrl('no-such-file')
    expect([missing.status, missing.json.msg]).toEqual([404, '文件不存在'])
    await t.db.insert(annexFiles).values({ id: 'annex-orphan', name: 'orphan.txt', mimetype: 'text/plain', content: 'eA==' })
    expect((await downloadUrl('annex-orphan')).status).toBe(403)
    expect((await downloadUrl('annex-orphan', vipToken)).status).toBe(403)
  })

  it('lets the owner download a file of their own contract; another customer still cannot', async () => {
    await t.db
      .insert(annexFiles)
      .values({ id: 'annex-mine', name: '附件.txt', mimetype: 'text/plain', content: Buffer.from('mine').toString('base64') })
    const [contract] = await t.db
      .insert(contracts)
      .values({
        contractnum: 'MINE-1',
        name: '我的合同',
        contractmoney: '1.00',
        purchaserid: me,
        contractfiles: JSON.stringify([{ fileId: 'annex-mine', name: '附件.txt' }]),
      })
      .returning()
    expect((await detail(contract.id)).json.data.contractfiles).toEqual([{ fileId: 'annex-mine', name: '附件.txt' }])
    const url = (await downloadUrl('annex-mine')).json.data.url
    const got = await t.app.inject({ method: 'GET', url })
    expect([got.statusCode, got.body]).toEqual([200, 'mine'])
    expect((await downloadUrl('annex-mine', vipToken)).status).toBe(403)
  })

  it('refuses an expired, forged or re-targeted download token (403) and a malformed one (400)', async () => {
    const url: string = (await downloadUrl('annex-contract-ht-2024-0001', vipToken)).json.data.url
    const token = new URL(url, 'http://x').searchParams.get('token')!
    const [, expires, signature] = token.split('.')
    const fetchToken = (value: string) =>
      t.app.inject({ method: 'GET', url: `/api/file/Download/annexFile?token=${encodeURIComponent(value)}` })
    // Another file under the same signature, a later expiry, a changed signature.
    for (const forged of [
      `annex-mine.${expires}.${signature}`,
      `annex-contract-ht-2024-0001.${Number(expires) + 1}.${signature}`,
      `annex-contract-ht-2024-0001.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const res = await fetchToken(forged)
      expect([forged, res.statusCode, res.json()]).toEqual([
        forged,
        403,
        { code: 403, msg: '下载链接无效或已过期，请重新下载', data: null },
      ])
    }
    for (const malformed of ['x', `annex.${expires}`, `${token}.x`]) expect((await fetchToken(malformed)).statusCode, malformed).toBe(400)
    t.clock.advance(ANNEX_URL_VALID_MS - 1000)
    expect((await fetchToken(token)).statusCode).toBe(200)
    t.clock.advance(1000)
    expect((await fetchToken(token)).statusCode).toBe(403)
  })
})
