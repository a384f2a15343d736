// The logs hold no personal data: a failed query is logged without its parameters or the database's detail, requests
// by route pattern (no phone in a query string or path), and the request id is always the server's own.
import { serialize } from 'node:v8'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/test-app'

const PHONE = '13912345678'
const PERSONAL = {
  username: '王小明',
  companyname: '隐私探针有限公司',
  companysocialcreditcode: '91110000MA01ABCD2Q',
  email: 'wang.xiaoming@example.cn',
}

let t: TestApp
const lines: string[] = []
let token: string
let smsCode: string

beforeAll(async () => {
  t = await startTestApp({ logStream: { write: (line) => void lines.push(line) } })
  await t.call('POST', `/api/business/C_customers/sendVerCode?phone=${PHONE}`)
  smsCode = await t.smsCode(PHONE)
  token = (await t.call('POST', '/api/business/C_customers/loginByPhone', { body: { phone: PHONE, verCode: smsCode } })).json.msg
})
afterAll(async () => {
  await t?.close()
})

describe('logs', () => {
  it('log a failed query by SQLSTATE and constraint, never with its parameters or the row it quotes', async () => {
    const me = (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data
    // A database-side refusal whose message and detail quote the row ("Failing row contains (..., 13912345678, ...)").
    await t.db.execute(
      sql.raw(`alter table customers add constraint privacy_probe check (companyname is distinct from '${PERSONAL.companyname}')`),
    )
    try {
      const res = await t.call('PUT', `/api/business/C_customers/${me.id}`, { token, body: PERSONAL })
      expect(res.status).toBe(500)
      expect(res.json).toEqual({ code: 500, msg: '服务器内部错误，请稍后再试', data: null })
    } finally {
      await t.db.execute(sql`alter table customers drop constraint privacy_probe`)
    }
    await t.call('GET', `/api/business/C_customers/byPhone/${PHONE}`, { token })

    const log = lines.join('')
    for (const value of [PHONE, ...Object.values(PERSONAL), token, smsCode]) expect(log).not.toContain(value)
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error')
    expect(failure.err).toMatchObject({ sqlState: '23514', constraint: 'privacy_probe', table: 'customers' })
    expect(failure.err.query).toMatch(/^update "customers" set/)
    expect(log).toContain('"route":"/api/business/C_customers/byPhone/:phone"')
  })
})

describe('request ids', () => {
  it("are the server's own: a client's x-request-id is neither echoed nor logged", async () => {
    const res = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'client-chosen-id-42' } })
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(lines.join('')).not.toContain('client-chosen-id-42')
  })
})

describe('request lines', () => {
  it('are one per request, written when the answer has gone out: id, method, route pattern, status and time', async () => {
    const before = lines.length
    const res = await t.call('GET', `/api/business/C_customers/byPhone/${PHONE}`, { token })
    const mine = lines
      .slice(before)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.reqId === res.headers['x-request-id'])
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', route: '/api/business/C_customers/byPhone/:phone' },
      res: { statusCode: res.status },
    })
    expect(mine[0].responseTime).toBeGreaterThan(0)
    expect(lines.join('')).not.toContain('incoming request')
  })

  it('are one-byte strings, though the route pattern comes from openapi.yaml and its Chinese texts', async () => {
    // V8's serializer tags a one-byte string '"' and a two-byte one 'c'. A two-byte line doubles what the turn's
    // joined lines copy and encode (issue 19).
    const isOneByte = (text: string) => serialize(text)[2] === '"'.charCodeAt(0)
    expect([isOneByte('request completed'), isOneByte('操作成功')]).toEqual([true, false])
    const before = lines.length
    const res = await t.call('GET', '/api/business/C_orderManage/status/00000000-0000-4000-8000-000000000000', { token })
    const mine = lines.slice(before).filter((line) => line.includes(String(res.headers['x-request-id'])))
    expect(mine).toHaveLength(1)
    expect(mine[0]).toContain('"route":"/api/business/C_orderManage/status/:id"')
    expect(isOneByte(mine[0]!)).toBe(true)
  })
})
