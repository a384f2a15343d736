// The invoice lifecycle through the real app and database (docs/invoices.md): request (createInvoice and at payment),
// issue, reject, re-issue and void, each transition made once under 10 concurrent calls; amounts from the orders
// only; the caller's own invoices listed newest first and paged; the issued PDF downloads by the signed URL.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { annexFiles, invoiceOrders, invoices, orders } from '../../server/db/schema'
import { invoiceLines } from '../../server/modules/invoices/invoice-document'
import { issueWaitingInvoices } from '../../server/modules/invoices/invoice-issue-sweep'
import { issueInvoice, rejectInvoice } from '../../server/modules/invoices/invoice-issuing'
import { SandboxInvoiceIssuer } from '../../server/providers/invoice-sandbox-issuer'
import { INVOICE_FORM_MESSAGES_ZH } from '../../domain/invoice-form-rules'
import { REISSUE_WITHOUT_CAUSE_MSG } from '../../domain/invoice-reissue-rules'
import { ENTERPRISE_ORDER_INVOICE, payOrder } from './support/paid-orders'
import { pdfText, popplerUnavailable } from './support/pdf-text'
import { startTestApp, type TestApp } from './support/test-app'
import { CREDIT_CODE_WRONG_CHECK, RESIDENT_ID_WRONG_CHECK } from '../support/taxpayer-numbers'

// The issued files are read back as a customer's PDF reader would (skipped only off CI without poppler-utils).
const cannotReadPdf = popplerUnavailable()
const squash = (text: string) => text.replace(/\s+/g, ' ')

let t: TestApp
let token: string
let issuer: SandboxInvoiceIssuer
const PHONE = '13500000141'

beforeAll(async () => {
  t = await startTestApp()
  token = await t.login(PHONE)
  issuer = new SandboxInvoiceIssuer(t.db, false)
})
afterAll(async () => {
  await t?.close()
})

const TITLE = { company: '峰图测绘有限公司', ratenumber: '91110108MA01HC3P7M', email: 'finance@example.cn' }
const request = (body: Record<string, unknown>) => t.call('POST', '/api/business/C_invoice', { token, body })
const detail = (id: string) => t.call('GET', `/api/business/C_invoice/detail/${id}`, { token })
const reissue = (body: Record<string, unknown>) => t.call('POST', '/api/business/C_invoice/reInvoice', { token, body })
const list = (body: Record<string, unknown> = {}) => t.call('POST', '/api/business/C_invoice/getList', { token, body })
const invoiceable = async () =>
  (await t.call('POST', '/api/business/C_customers/getOrderListWithStatus', { token, body: { invoiceable: true, pageSize: 100 } })).json
    .data.list as Array<{ id: string }>
const ten = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: 10 }, make))
const row = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]

async function download(fileId: string): Promise<Buffer> {
  const url = await t.call('GET', `/api/file/Download/annex/${fileId}`, { token })
  expect(url.json.code).toBe(200)
  const got = await t.app.inject({ method: 'GET', url: url.json.data.url })
  expect([got.statusCode, got.headers['content-type']]).toEqual([200, 'application/pdf'])
  return got.rawPayload
}

describe('requesting an invoice', () => {
  it('answers the orders’ amount, refuses a different one, and judges the title by the invoice form rules', async () => {
    const a = await payOrder(t, token, PHONE)
    const b = await payOrder(t, token, PHONE, {}, 2)
    expect((await invoiceable()).map((o) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]))

    const wrong = await request({ orderid: `${a.id},${b.id}`, ...TITLE, amount: 699 })
    expect([wrong.status, wrong.json.msg]).toEqual([400, '发票金额与订单金额不一致（应为 2097.00 元）'])
    const noBank = await request({ orderid: `${a.id},${b.id}`, ...TITLE, type: 1, address: '北京市海淀区', phone: '010-12345678' })
    expect([noBank.status, noBank.json.msg]).toEqual([400, INVOICE_FORM_MESSAGES_ZH.bankRequired])
    const noMail = await request({ orderid: `${a.id},${b.id}`, company: TITLE.company, ratenumber: TITLE.ratenumber })
    expect([noMail.status, noMail.json.msg]).toEqual([400, INVOICE_FORM_MESSAGES_ZH.emailInvalid])
    expect(
      await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderid, `${a.id},${b.id}`)),
    ).toEqual([])

    const made = await request({ orderid: `${a.id},${b.id}`, ...TITLE, amount: 2097, amountgross: 2097 })
    expect([made.status, made.json.msg]).toEqual([200, '发票申请已提交'])
    expect(made.json.data).toMatchObject({
      orderid: `${a.id},${b.id}`,
      amount: 2097,
      amountgross: 2097,
      status: 0,
      approveStatus: 0,
      type: 0,
      company: TITLE.company,
      invoicenum: null,
      issuetime: null,
      voidtime: null,
      content: [],
    })
    const rest = (await invoiceable()).map((o) => o.id)
    expect(rest).not.toContain(a.id)
    expect(rest).not.toContain(b.id)
    // What the PDF will print: the lines of both orders, each with what was paid for it.
    expect(await invoiceLines(t.db, await row(made.json.data.id))).toEqual([
      { name: expect.stringContaining('SummitMap'), spec: '1月', unit: '套', quantity: 1, amountFen: 69900 },
      { name: expect.stringContaining('SummitMap'), spec: '1月', unit: '套', quantity: 2, amountFen: 139800 },
    ])
  })

  it("refuses a number that does not have its kind's format with a 400 and the form's Chinese message, nothing stored", async () => {
    const order = await payOrder(t, token, PHONE)
    const typo = await request({ orderid: order.id, ...TITLE, ratenumber: CREDIT_CODE_WRONG_CHECK })
    expect([typo.status, typo.json.code, typo.json.msg]).toEqual([400, 400, '请输入正确的纳税人识别号'])
    const shortened = await request({ orderid: order.id, ...TITLE, ratenumber: '91110108MA01HC3P7' })
    expect([shortened.status, shortened.json.msg]).toEqual([400, '请输入正确的纳税人识别号'])
    const personal = await request({ orderid: order.id, type: 0, company: '', ratenumber: RESIDENT_ID_WRONG_CHECK, email: 'me@example.cn' })
    expect([personal.status, personal.json.code, personal.json.msg]).toEqual([400, 400, '请输入正确的身份证号或证件号码'])
    expect(await t.db.select().from(invoices).where(eq(invoices.orderid, order.id))).toEqual([])
    const passport = await request({ orderid: order.id, type: 0, company: '', ratenumber: 'e12345678', email: 'me@example.cn' })
    expect([passport.status, passport.json.data.ratenumber]).toEqual([200, 'E12345678'])
  })

  it('takes a personal invoice (no company sent) as personal even when the order form named a company', async () => {
    const order = await payOrder(t, token, PHONE, ENTERPRISE_ORDER_INVOICE)
    await rejectInvoice(
      t.db,
      (await t.db.select().from(invoices).where(eq(invoices.orderid, order.id)))[0].id,
      '改开个人发票',
      t.clock.now(),
    )
    const personal = await request({ orderid: order.id, type: 0, company: '', ratenumber: '110101199001011237', email: 'me@example.cn' })
    expect(personal.json.data).toMatchObject({ type: 0, company: null, ratenumber: '110101199001011237', email: 'me@example.cn' })
  })

  it('makes a personal invoice at payment out to the name the order form gave, without the company it still held', async () => {
    // Step 0 pre-fills the company from the profile and hides it for a personal invoice; an older client sent it.
    const personal = { isinvoice: 1, company: '演示测绘有限公司', ratenumber: '110101199001011237', receiveremail: 'me@example.cn' }
    const order = await payOrder(t, token, PHONE, personal)
    // The order keeps the customer's company (the reseller's list shows it); the invoice does not take it.
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(stored).toMatchObject({ isinvoice: 1, company: '演示测绘有限公司', ratenumber: '110101199001011237' })
    const [made] = await t.db.select().from(invoices).where(eq(invoices.orderid, order.id))
    expect(made).toMatchObject({ type: 0, company: null, username: '王五', ratenumber: '110101199001011237' })

    const none = await payOrder(t, token, PHONE, { isinvoice: 0, company: '演示测绘有限公司', ratenumber: '110101199001011237' })
    expect((await t.db.select().from(orders).where(eq(orders.id, none.id)))[0]).toMatchObject({
      company: '演示测绘有限公司',
      ratenumber: null,
    })
  })

  it('takes the invoice of an order with a personal invoice and a company as personal when requested later', async () => {
    const order = await payOrder(t, token, PHONE)
    await t.db
      .update(orders)
      .set({ isinvoice: 1, company: '演示测绘有限公司', ratenumber: '110101199001011237', receiveremail: 'me@example.cn' })
      .where(eq(orders.id, order.id))
    const made = await request({ orderid: order.id, ratenumber: '110101199001011237' })
    expect(made.json.data).toMatchObject({ type: 0, company: null })
  })

  it('still makes the order form’s invoice at payment (not judged again: the order form was)', async () => {
    const order = await payOrder(t, token, PHONE, {
      isinvoice: 3,
      company: '峰图测绘有限公司',
      ratenumber: '91110108MA01HC3P7M',
      receiveremail: 'f@example.cn',
    })
    const [made] = await t.db.select().from(invoices).where(eq(invoices.orderid, order.id))
    expect(made).toMatchObject({ type: 1, status: 0, approveStatus: 0, amount: '699.00', banknum: null })
  })
})

describe('issuing', () => {
  it('a failing issuer leaves the invoice waiting (and free for the next try) without holding up the others', async () => {
    const failing = await payOrder(t, token, PHONE, ENTERPRISE_ORDER_INVOICE)
    const fine = await payOrder(t, token, PHONE, ENTERPRISE_ORDER_INVOICE)
    const [bad] = await t.db.select().from(invoices).where(eq(invoices.orderid, failing.id))
    const [good] = await t.db.select().from(invoices).where(eq(invoices.orderid, fine.id))
    const flaky = Object.assign(Object.create(issuer) as SandboxInvoiceIssuer, {
      issue: (request: Parameters<SandboxInvoiceIssuer['issue']>[0]) =>
        request.requestId === bad.id ? Promise.reject(new Error('platform unreachable')) : issuer.issue(request),
    })
    const failed: string[] = []
    await issueWaitingInvoices(t.db, flaky, t.clock.now(), 0, (id) => failed.push(id))
    expect(failed).toEqual([bad.id])
    expect(await row(bad.id)).toMatchObject({ status: 0, approveStatus: 0, issuing_since: null })
    expect(await row(good.id)).toMatchObject({ status: 1 })
    expect((await issueInvoice(t.db, issuer, bad.id, t.clock.now())).changed).toBe(true)
  })

  it('happens once under 10 concurrent calls: number, time, one PDF listed in content and downloadable', async () => {
    const order = await payOrder(t, token, PHONE, ENTERPRISE_ORDER_INVOICE)
    const [waiting] = await t.db.select().from(invoices).where(eq(invoices.orderid, order.id))
    t.clock.advance(1000)
    const results = await ten(() => issueInvoice(t.db, issuer, waiting.id, t.clock.now()))
    expect(results.filter((r) => r.changed)).toHaveLength(1)

    const shown = (await detail(waiting.id)).json.data
    expect(shown).toMatchObject({ status: 1, approveStatus: 1, issuetime: t.clock.now().toISOString(), voidtime: null })
    expect(shown.invoicenum).toMatch(/^\d{2}119\d{15}$/)
    expect(shown.content).toEqual([{ fileId: expect.any(String), name: `电子发票-${shown.invoicenum}.pdf` }])
    const pdf = await download(shown.content[0].fileId)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    if (!cannotReadPdf) {
      // The buyer, the amount of the order (699.00, one month of SummitMap Standard) and its Chinese capitals.
      const text = squash(pdfText(pdf))
      expect(text).toContain(`发票号码：${shown.invoicenum}`)
      expect(text).toContain('名称：峰图测绘有限公司')
      expect(text).toContain('91110108MA01HC3P7M')
      expect(text).toContain('陆佰玖拾玖元整')
      expect(text).toContain('¥699.00')
    }
    const [file] = await t.db.select().from(annexFiles).where(eq(annexFiles.id, shown.content[0].fileId))
    expect(Buffer.from(file.content!, 'base64').equals(pdf)).toBe(true)
    // The order detail shows it issued; another issue changes nothing.
    expect((await t.call('GET', `/api/business/C_orderManage/detail/${order.id}`, { token })).json.data.invoicestatus).toBe(1)
    expect((await issueInvoice(t.db, issuer, waiting.id, t.clock.now())).changed).toBe(false)
  })

  it('gives every invoice its own number', async () => {
    const made = await Promise.all([1, 2, 3].map(() => payOrder(t, token, PHONE, ENTERPRISE_ORDER_INVOICE)))
    const numbers: string[] = []
    for (const order of made) {
      const [waiting] = await t.db.select().from(invoices).where(eq(invoices.orderid, order.id))
      numbers.push((await issueInvoice(t.db, issuer, waiting.id, t.clock.now())).invoice.invoicenum!)
    }
    expect(new Set(numbers).size).toBe(3)
  })
})

describe('rejecting', () => {
  it('happens once under 10 concurrent calls and lets the orders go, so they can be requested again', async () => {
    const order = await payOrder(t, token, PHONE, ENTERPRISE_ORDER_INVOICE)
    const [waiting] = await t.db.select().from(invoices).where(eq(invoices.orderid, order.id))
    const results = await ten(() => rejectInvoice(t.db, waiting.id, '纳税人识别号与公司名称不符', t.clock.now()))
    expect(results.filter((r) => r.changed)).toHaveLength(1)
    expect((await detail(waiting.id)).json.data).toMatchObject({ status: 0, approveStatus: 2, approveRemark: '纳税人识别号与公司名称不符' })
    expect(await t.db.select().from(invoiceOrders).where(eq(invoiceOrders.invoiceid, waiting.id))).toEqual([])
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].invoiceid).toBeNull()
    expect((await invoiceable()).map((o) => o.id)).toContain(order.id)
    // Issuing a rejected request does nothing.
    expect((await issueInvoice(t.db, issuer, waiting.id, t.clock.now())).changed).toBe(false)

    const again = await request({ orderid: order.id, ...TITLE, company: '峰图测绘科技有限公司' })
    expect(again.json.code).toBe(200)
    expect(again.json.data.id).not.toBe(waiting.id)
    expect(again.json.data).toMatchObject({ status: 0, approveStatus: 0, company: '峰图测绘科技有限公司' })
  })
})

describe('re-issuing', () => {
  let original: typeof invoices.$inferSelect
  let reissued: { id: string }

  beforeAll(async () => {
    const order = await payOrder(t, token, PHONE, ENTERPRISE_ORDER_INVOICE)
    const [waiting] = await t.db.select().from(invoices).where(eq(invoices.orderid, order.id))
    original = (await issueInvoice(t.db, issuer, waiting.id, t.clock.now())).invoice
  })

  it('is refused for an invoice not issued yet, and for a title the invoice form rules refuse', async () => {
    const order = await payOrder(t, token, PHONE, ENTERPRISE_ORDER_INVOICE)
    const [waiting] = await t.db.select().from(invoices).where(eq(invoices.orderid, order.id))
    const res = await reissue({ id: waiting.id, remark: '抬头错误' })
    expect([res.status, res.json.msg]).toEqual([409, '该发票尚未开具，不能重开'])
    const bad = await reissue({ id: original.id, type: 1 })
    expect([bad.status, bad.json.msg]).toEqual([400, INVOICE_FORM_MESSAGES_ZH.addressRequired])
    const typo = await reissue({ id: original.id, ratenumber: CREDIT_CODE_WRONG_CHECK })
    expect([typo.status, typo.json.code, typo.json.msg]).toEqual([400, 400, '请输入正确的纳税人识别号'])
    const personal = await reissue({ id: original.id, company: '', ratenumber: RESIDENT_ID_WRONG_CHECK })
    expect([personal.status, personal.json.msg]).toEqual([400, '请输入正确的身份证号或证件号码'])
    expect(await t.db.select().from(invoices).where(eq(invoices.oriId, original.id))).toEqual([])
  })

  it('is refused with the title as issued and no reason, whatever spaces or letter case; nothing is stored', async () => {
    const before = (await t.db.select().from(invoices).where(eq(invoices.oriId, original.id))).length
    const same = [
      { id: original.id },
      { id: original.id, remark: '  ' },
      { id: original.id, company: ` ${original.company} `, ratenumber: original.ratenumber!.toLowerCase(), email: original.email },
    ]
    for (const body of same) {
      const res = await reissue(body)
      expect([res.status, res.json.msg]).toEqual([400, REISSUE_WITHOUT_CAUSE_MSG])
    }
    expect((await t.db.select().from(invoices).where(eq(invoices.oriId, original.id))).length).toBe(before)
  })

  it('makes exactly one open re-issue under 10 concurrent calls, with the original’s orders and amounts', async () => {
    t.clock.advance(1000)
    const body = { id: original.id, remark: '公司名称写错', company: '峰图测绘科技有限公司', amount: 1, orderid: 'x' }
    const results = await ten(() => reissue(body))
    const ok = results.filter((r) => r.status === 200)
    expect(ok).toHaveLength(1)
    expect(results.filter((r) => r.status === 409).map((r) => r.json.msg)).toEqual(
      Array(9).fill('该发票已有重开申请正在处理，请等待处理结果'),
    )
    expect(ok[0].json.msg).toBe('重开申请已提交，新发票开具后原发票将作废')
    reissued = ok[0].json.data
    expect(ok[0].json.data).toMatchObject({
      oriId: original.id,
      orderid: original.orderid,
      amount: 699,
      status: 0,
      approveStatus: 0,
      company: '峰图测绘科技有限公司',
      ratenumber: original.ratenumber,
      remark: '公司名称写错',
      invoicenum: null,
    })
    expect(await t.db.select().from(invoices).where(eq(invoices.oriId, original.id))).toHaveLength(1)
    // The original is untouched until the re-issue is issued.
    expect((await row(original.id)).status).toBe(1)
  })

  it('issuing it voids the original with a red-letter file, once under 10 concurrent calls', async () => {
    t.clock.advance(1000)
    const results = await ten(() => issueInvoice(t.db, issuer, reissued.id, t.clock.now()))
    expect(results.filter((r) => r.changed)).toHaveLength(1)
    const voided = (await detail(original.id)).json.data
    const issued = (await detail(reissued.id)).json.data
    expect(voided).toMatchObject({ status: 2, voidtime: t.clock.now().toISOString(), invoicenum: original.invoicenum })
    expect(voided.content).toHaveLength(2)
    expect(voided.content[1].name).toMatch(/^红字发票-\d{20}\.pdf$/)
    expect(issued).toMatchObject({ status: 1, approveStatus: 1, oriId: original.id })
    expect(issued.invoicenum).not.toBe(original.invoicenum)
    expect(issued.content).toHaveLength(1)
    for (const file of [...voided.content, ...issued.content]) expect((await download(file.fileId)).length).toBeGreaterThan(0)
    if (!cannotReadPdf) {
      // The red-letter file cancels the original: negative, naming the original's number; the new one is positive.
      const red = squash(pdfText(await download(voided.content[1].fileId)))
      expect(red).toContain('红字发票')
      expect(red).toContain(`被红冲蓝字数电发票号码：${original.invoicenum}`)
      expect(red).toContain('负陆佰玖拾玖元整')
      expect(red).toContain('¥-699.00')
      const blue = squash(pdfText(await download(issued.content[0].fileId)))
      expect(blue).toContain(`发票号码：${issued.invoicenum}`)
      expect(blue).not.toContain('红字')
    }
    // The orders now point at the valid invoice.
    const orderId = original.orderid
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].invoiceid).toBe(reissued.id)
    expect((await t.db.select().from(invoiceOrders).where(eq(invoiceOrders.orderid, orderId)))[0].invoiceid).toBe(reissued.id)
  })

  it('refuses a voided invoice', async () => {
    const res = await reissue({ id: original.id, remark: '再次重开' })
    expect([res.status, res.json.msg]).toEqual([409, '该发票已作废，不能重开'])
  })

  it('a rejected re-issue leaves its original issued and free to be re-issued again', async () => {
    // A changed title needs no reason.
    const first = await reissue({ id: reissued.id, email: 'new@example.cn' })
    expect(first.json.code).toBe(200)
    const results = await ten(() => rejectInvoice(t.db, first.json.data.id, '信息无需更正', t.clock.now()))
    expect(results.filter((r) => r.changed)).toHaveLength(1)
    expect(await row(reissued.id)).toMatchObject({ status: 1, approveStatus: 1 })
    expect((await t.db.select().from(invoiceOrders).where(eq(invoiceOrders.invoiceid, reissued.id))).length).toBe(1)
    // The same title with a reason (the invoice's content, say, is wrong).
    const second = await reissue({ id: reissued.id, remark: '开票内容有误' })
    expect([second.status, second.json.data.email, second.json.data.remark]).toEqual([200, (await row(reissued.id)).email, '开票内容有误'])
  })
})

describe('the invoice list', () => {
  it('shows the caller’s invoices newest first, 20 a page by default, with the total', async () => {
    const all = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.userid, (await row((await list()).json.data.list[0].id)).userid))
    const first = await list()
    expect(first.json.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: all.length })
    const times = first.json.data.list.map((i: { creatortime: string }) => i.creatortime)
    expect([...times].sort().reverse()).toEqual(times)
    const paged = await list({ currentPage: 2, pageSize: 3 })
    expect(paged.json.data.list).toHaveLength(3)
    expect(paged.json.data.list[0].id).toBe(first.json.data.list[3].id)
  })

  it('shows nothing of another customer’s, and another customer cannot read one', async () => {
    const other = await t.login('13500000142')
    const theirs = await t.call('POST', '/api/business/C_invoice/getList', { token: other, body: {} })
    expect(theirs.json.data).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } })
    const mine = (await list()).json.data.list[0]
    const read = await t.call('GET', `/api/business/C_invoice/detail/${mine.id}`, { token: other })
    expect([read.status, read.json.data]).toEqual([403, null])
    const missing = await detail('no-such-invoice')
    expect([missing.status, missing.json.msg]).toEqual([404, '发票不存在'])
  })
})
