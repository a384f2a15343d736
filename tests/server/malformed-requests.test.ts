// Every operation of openapi.yaml, fed malformed requests: never a 5xx, always the envelope. Besides the generic
// malformed inputs, each operation gets (issue 11) NUL in every path, query and body string, overflowing numbers in
// every integer and amount field, and every content type it does not declare. Requests are generated from the
// operation's own schema (a valid request with one field replaced), so each bad value is the only thing wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOT_OPEN_OPERATIONS } from '../../server/http/not-open-operations'
import { isGatewayRefusal } from '../support/gateway-notifications'
import { listOperations, loadOpenApi, type OperationEntry } from '../support/openapi-document'
import { requestFields } from '../support/openapi-request-schemas'
import { formBody, MULTIPART_BOUNDARY, multipartBody, urlOf, validRequest, withField } from '../support/request-samples'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await startTestApp()
  token = await t.login('13788889999')
})
afterAll(async () => {
  await t?.close()
})

const document = loadOpenApi()
const PATH_VALUES = ['%00', 'a'.repeat(300), 'b'.repeat(3000), "1'or'1=1", '..%2F..', '%E4%BD%A0', '1,2,,3', 'not-a-real-id']
const BODIES: Array<string | undefined> = [
  undefined,
  '{',
  '[]',
  'null',
  '"text"',
  '{"x":{"y":[1,2,{"z":null}]}}',
  '{"userid":"someone-else"}',
  '{"currentPage":"many","pageSize":-1}',
]
const NUL = 'a\u0000b'
const HUGE_INTEGERS = [1e30, 2 ** 63]
const HUGE_AMOUNTS = [1e21]
const typesOf = (schema: Record<string, any>): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [])

interface Sent {
  method: string
  url: string
  body?: string
  contentType?: string
  label: string
}

const send = (entry: OperationEntry, request: Omit<Sent, 'method' | 'label'>) =>
  t.call(entry.method.toUpperCase(), request.url, {
    token,
    body: request.body,
    headers: request.contentType ? { 'content-type': request.contentType } : {},
  })

const envelopeOk = (res: { status: number; json: any }, operationId?: string) =>
  isGatewayRefusal(operationId, res) ||
  (res.json &&
    typeof res.json.code === 'number' &&
    typeof res.json.msg === 'string' &&
    (res.json.code === res.status || (res.json.code === 600 && res.status === 401)))

/** The same request as the valid sample with one path, query or body field replaced by a bad value. */
function mutations(
  entry: OperationEntry,
  badString: (schema: Record<string, any>) => unknown[],
  badNumber: (schema: Record<string, any>) => unknown[],
): Sent[] {
  const base = validRequest(document, entry)
  const bodyOf = (body: unknown) => (body === undefined ? {} : { body: JSON.stringify(body), contentType: base.contentType })
  const sent: Sent[] = []
  for (const field of requestFields(document, entry)) {
    const types = typesOf(field.schema)
    const values = [
      ...(types.includes('string') ? badString(field.schema) : []),
      ...(types.includes('integer') || types.includes('number') ? badNumber(field.schema) : []),
    ]
    for (const value of values) {
      const label = `${field.where} ${field.pointer} = ${JSON.stringify(value)}`
      if (field.where === 'path')
        sent.push({
          method: entry.method,
          label,
          url: urlOf(entry, { ...base.path, [field.pointer]: String(value) }, base.query),
          ...bodyOf(base.body),
        })
      if (field.where === 'query')
        sent.push({
          method: entry.method,
          label,
          url: urlOf(entry, base.path, { ...base.query, [field.pointer]: String(value) }),
          ...bodyOf(base.body),
        })
      if (field.where === `body.${base.contentType}` && base.contentType === 'application/json') {
        sent.push({
          method: entry.method,
          label,
          url: urlOf(entry, base.path, base.query),
          ...bodyOf(withField(base.body, field.pointer, value)),
        })
      }
    }
  }
  return sent
}

async function refusals(entry: OperationEntry, requests: Sent[], expected: (res: { status: number }) => boolean) {
  const failures: string[] = []
  for (const request of requests) {
    const res = await send(entry, request)
    if (!expected(res) || !envelopeOk(res, entry.operationId))
      failures.push(`${request.label}: ${request.url} -> ${res.status} ${JSON.stringify(res.json)?.slice(0, 200)}`)
  }
  return failures
}

describe.each(listOperations(document))('$operationId ($method $path)', (entry) => {
  const { method, path, operationId } = entry
  const notOpen = NOT_OPEN_OPERATIONS.includes(operationId as never)
  // No 5xx, except the 501 of an operation that is not open yet.
  const serverError = (res: { status: number }) => res.status >= 500 && !(notOpen && res.status === 501)

  it('answers every malformed request with a 4xx envelope (501 if not open), never a 5xx', async () => {
    const urls = path.includes('{')
      ? PATH_VALUES.map((value) => path.replace(/\{[^}]+\}/g, value))
      : [path, `${path}?n=abc&phone=1&type=x&id=`]
    const failures: string[] = []
    for (const url of urls) {
      for (const body of method === 'get' || method === 'delete' ? [undefined] : BODIES) {
        for (const withToken of [false, true]) {
          const res = await t.call(method.toUpperCase(), url, {
            body,
            token: withToken ? token : undefined,
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
          })
          const gatewayRefusal = isGatewayRefusal(operationId, res)
          const isEnvelope = gatewayRefusal || (res.json && typeof res.json.code === 'number' && typeof res.json.msg === 'string')
          const codeOk =
            gatewayRefusal || res.json?.code === res.status || (res.json?.code === 600 && res.status === 401) || res.status === 200
          if (serverError(res) || !isEnvelope || !codeOk) {
            failures.push(`${method} ${url} body=${body} token=${withToken} -> ${res.status} ${JSON.stringify(res.json)}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('refuses NUL in every path, query and body string with a 400, and survives it in an unknown body field', async () => {
    const failures = await refusals(
      entry,
      mutations(
        entry,
        () => [NUL],
        () => [],
      ),
      (res) => res.status === 400,
    )
    const base = validRequest(document, entry)
    if (base.contentType === 'application/json' && base.body && typeof base.body === 'object' && !Array.isArray(base.body)) {
      const unknownField = {
        method,
        url: urlOf(entry, base.path, base.query),
        label: 'body zzz (unknown field)',
        body: JSON.stringify({ ...base.body, zzz: NUL }),
        contentType: base.contentType,
      }
      failures.push(...(await refusals(entry, [unknownField], (res) => !serverError(res))))
    }
    expect(failures).toEqual([])
  })

  it('refuses overflowing numbers (currentPage 1e30 and 2^63, amounts 1e21, huge integers) with a 400', async () => {
    const requests = mutations(
      entry,
      () => [],
      (schema) => (typesOf(schema).includes('integer') ? HUGE_INTEGERS : [...HUGE_AMOUNTS, ...HUGE_INTEGERS]),
    )
    expect(await refusals(entry, requests, (res) => res.status === 400)).toEqual([])
  })

  it('answers 415 to each content type it does not declare, and no 5xx to those it does', async () => {
    const base = validRequest(document, entry)
    const declared = Object.keys(entry.operation.requestBody?.content ?? {})
    const url = urlOf(entry, base.path, base.query)
    // A non-empty body even where nothing is required (an empty form is no body at all).
    const empty = base.body === undefined || (typeof base.body === 'object' && base.body !== null && Object.keys(base.body).length === 0)
    const sample = empty ? { currentPage: 1 } : base.body
    const json = JSON.stringify(sample)
    const cases: Array<[string, string]> = [
      ['text/plain', json],
      ['application/x-www-form-urlencoded', formBody(sample)],
      [`multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, multipartBody(sample)],
      ['application/x-summit', json],
      ['application/json', json],
    ]
    const failures: string[] = []
    for (const [contentType, body] of cases) {
      const isDeclared = declared.includes(contentType.split(';')[0])
      const res = await send(entry, { url, body, contentType })
      const ok = isDeclared ? res.status !== 415 && !serverError(res) : res.status === 415
      if (!ok || (!envelopeOk(res, entry.operationId) && res.status !== 200))
        failures.push(
          `${contentType} (${isDeclared ? 'declared' : 'undeclared'}) -> ${res.status} ${JSON.stringify(res.json)?.slice(0, 200)}`,
        )
    }
    expect(failures).toEqual([])
  })
})
