// The operator command (`npm run ops -- invoice list|issue|reject`) against a real embedded database: through the
// running server's operator socket while it holds the data folder, and on the folder itself once it is free. Then a
// restart on the same folder: the issued PDF is still there byte for byte, and the background issuer picks up the
// request left waiting before the restart.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { runOperatorCommand } from '../../server/ops/operator-commands'
import { operate } from '../../server/ops/operator-client'
import { operatorSocketPath, startOperatorSocket } from '../../server/ops/operator-socket'
import { ClerkInvoiceIssuer } from '../../server/providers/invoice-clerk-issuer'
import { SandboxInvoiceIssuer } from '../../server/providers/invoice-sandbox-issuer'
import { ENTERPRISE_ORDER_INVOICE, payOrder } from './support/paid-orders'
import { startTestApp, type TestApp } from './support/test-app'

const PHONE = '13500000144'
let root: string
let dataDir: string
let t: TestApp | undefined

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'summit-ops-'))
  dataDir = join(root, 'db')
})
afterAll(async () => {
  await t?.close()
  rmSync(root, { recursive: true, force: true })
})

const ops = (...args: string[]) => operate(args, { APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir })

it('issues and rejects through the server, then on the free folder; a restart keeps the files and issues what waited', async () => {
  t = await startTestApp({ dataDir })
  const token = await t.login(PHONE)
  const invoiceOf = async (orderId: string) =>
    (await t!.call('GET', `/api/business/C_orderManage/detail/${orderId}`, { token })).json.data.invoiceid as string
  const detail = async (id: string) => (await t!.call('GET', `/api/business/C_invoice/detail/${id}`, { token })).json.data
  const ids: string[] = []
  for (let i = 0; i < 4; i += 1) ids.push(await invoiceOf((await payOrder(t, token, PHONE, ENTERPRISE_ORDER_INVOICE)).id))
  const [issueMe, rejectMe, waitMe, rejectLater] = ids

  // What main.ts starts beside a server on PGlite.
  const socket = operatorSocketPath(dataDir)
  const db = t.db
  const stop = await startOperatorSocket(socket, (command) =>
    runOperatorCommand(db, new SandboxInvoiceIssuer(db, false), command, new Date()),
  )
  expect(statSync(socket).mode & 0o777).toBe(0o600)

  const listed = await ops('invoice', 'list')
  expect([listed.via, listed.ok]).toEqual(['server', true])
  for (const id of ids) expect(listed.output).toContain(id)

  const issued = await ops('invoice', 'issue', issueMe)
  expect([issued.via, issued.ok]).toEqual(['server', true])
  expect(await detail(issueMe)).toMatchObject({ status: 1, approveStatus: 1, invoicenum: expect.stringMatching(/^\d{20}$/) })
  const again = await ops('invoice', 'issue', issueMe)
  expect([again.ok, again.output]).toEqual([false, expect.stringContaining('not issued')])

  const rejected = await ops('invoice', 'reject', rejectMe, '纳税人识别号有误，请更正后重新申请')
  expect([rejected.via, rejected.ok]).toEqual(['server', true])
  expect(await detail(rejectMe)).toMatchObject({ status: 0, approveStatus: 2, approveRemark: '纳税人识别号有误，请更正后重新申请' })
  expect((await ops('invoice', 'reject', rejectMe, '再次')).ok).toBe(false)
  expect((await ops('invoice', 'reject', waitMe, '  ')).ok).toBe(false)
  expect((await ops('invoice', 'issue', 'no-such-invoice')).output).toContain('发票不存在')
  expect((await ops('invoice', 'frobnicate')).output).toContain('usage: npm run ops')

  const [file] = (await detail(issueMe)).content
  const download = async () => {
    const url = await t!.call('GET', `/api/file/Download/annex/${file.fileId}`, { token })
    return (await t!.app.inject({ method: 'GET', url: url.json.data.url })).rawPayload
  }
  const before = await download()
  await stop()
  await t.close()
  t = undefined

  // The folder is free: the command opens it itself.
  const direct = await ops('invoice', 'reject', rejectLater, '抬头与订单不符')
  expect([direct.via, direct.ok]).toEqual(['database', true])
  const left = await ops('invoice', 'list')
  expect([left.via, left.output.split('\n').map((line) => line.split(' ')[0])]).toEqual(['database', [waitMe]])

  // Restart with the background issuer on: the request that waited through the restart is issued by itself.
  t = await startTestApp({ dataDir, env: { INVOICE_AUTO_ISSUE: '1', INVOICE_ISSUE_DELAY_MS: '0' } })
  expect(await detail(rejectLater)).toMatchObject({ approveStatus: 2, approveRemark: '抬头与订单不符' })
  expect((await download()).equals(before)).toBe(true)
  const end = Date.now() + 15_000
  while ((await detail(waitMe)).status !== 1 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100))
  expect(await detail(waitMe)).toMatchObject({ status: 1, approveStatus: 1 })
}, 120_000)

it('a live store records the number the tax platform gave: none, or not 20 digits, is refused and issues nothing', async () => {
  const app = await startTestApp()
  try {
    const token = await app.login('13500000145')
    const order = await payOrder(app, token, '13500000145', ENTERPRISE_ORDER_INVOICE)
    const id = (await app.call('GET', `/api/business/C_orderManage/detail/${order.id}`, { token })).json.data.invoiceid as string
    const detail = async () => (await app.call('GET', `/api/business/C_invoice/detail/${id}`, { token })).json.data
    const clerk = new ClerkInvoiceIssuer()
    expect(clerk.autoApprove).toBe(false)
    const ops = (...args: string[]) => runOperatorCommand(app.db, clerk, { args }, new Date())
    expect(await ops('invoice', 'issue', id)).toEqual({ ok: false, output: expect.stringContaining('20 digits') })
    expect(await ops('invoice', 'issue', id, '2611123')).toEqual({ ok: false, output: 'an invoice number is 20 digits' })
    expect(await detail()).toMatchObject({ status: 0, approveStatus: 0, invoicenum: null })
    expect(await ops('invoice', 'issue', id, '26112000000000012345')).toMatchObject({ ok: true })
    expect(await detail()).toMatchObject({ status: 1, approveStatus: 1, invoicenum: '26112000000000012345' })
  } finally {
    await app.close()
  }
}, 60_000)
